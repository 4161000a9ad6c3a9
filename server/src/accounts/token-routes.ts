import type { AccessTokenResponse } from '@zuban/contract/accounts';
import { accountMessages as m } from '@zuban/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decryptAccessToken, issueAccessToken, requireUser } from '../auth';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import { findUserById, setAccessToken } from '../users/users-repo';

/** The /access_token page reads the token (decrypted); rotating replaces it at once. */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const readToken = async (request: FastifyRequest): Promise<AccessTokenResponse> => {
    const principal = await requireUser(ctx, request);
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw unauthorized(m.signInRequired);
    return { accessToken: decryptAccessToken(ctx.config.sessionSecret, user.token_encrypted) };
  };
  app.get('/backend/access_token', readToken);
  app.post('/backend/access_token', readToken);

  app.post('/backend/rotate_token', async (request) => {
    const principal = await requireUser(ctx, request);
    const issued = issueAccessToken(ctx.config.sessionSecret);
    await setAccessToken(ctx.db, principal.userId, issued.hash, issued.encrypted);
    request.log.info({ userId: principal.userId }, 'access token rotated');
    return { accessToken: issued.token, message: m.tokenRotated };
  });
}
