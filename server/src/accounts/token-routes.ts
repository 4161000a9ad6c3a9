import { accessTokenResponse, rotateTokenResponse } from '@zuban/contract/accounts';
import { coded, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { decryptAccessToken, issueAccessToken } from '../auth';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { findUserById, setAccessToken } from '../users/users-repo';

/** The /access_token page reads the token (decrypted); rotating replaces it at once. */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readToken = async (request: FastifyRequest): Promise<z.infer<typeof accessTokenResponse>> => {
    const principal = principalOf(request);
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw unauthorized(coded('account.signInRequired'));
    return { accessToken: decryptAccessToken(ctx.config.sessionSecret, user.token_encrypted) };
  };
  const read = { preValidation: accountHolder(ctx), schema: { response: { 200: accessTokenResponse } } };
  routes.get('/backend/access_token', read, readToken);
  routes.post('/backend/access_token', read, readToken);

  const rotate = { preValidation: accountHolder(ctx), schema: { response: { 200: rotateTokenResponse } } };
  routes.post('/backend/rotate_token', rotate, async (request) => {
    const principal = principalOf(request);
    const issued = issueAccessToken(ctx.config.sessionSecret);
    await setAccessToken(ctx.db, principal.userId, issued.hash, issued.encrypted);
    request.log.info({ userId: principal.userId }, 'access token rotated');
    return { accessToken: issued.token, ...said('account.tokenRotated') };
  });
}
