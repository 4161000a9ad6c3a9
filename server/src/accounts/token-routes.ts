import { accessTokenResponse, rotateTokenResponse } from '@zuban/contract/accounts';
import { said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountHolder, principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { readAccessToken, rotateAccessToken } from './access-token-service';

/** The /access_token page reads the token (decrypted); rotating replaces it at once. */
export async function tokenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readToken = async (request: FastifyRequest): Promise<z.infer<typeof accessTokenResponse>> => ({
    accessToken: await readAccessToken(ctx, principalOf(request).userId),
  });
  const read = { preValidation: accountHolder(ctx), schema: { response: { 200: accessTokenResponse } } };
  routes.get('/backend/access_token', read, readToken);
  routes.post('/backend/access_token', read, readToken);

  const rotate = { preValidation: accountHolder(ctx), schema: { response: { 200: rotateTokenResponse } } };
  routes.post('/backend/rotate_token', rotate, async (request) => {
    const principal = principalOf(request);
    const accessToken = await rotateAccessToken(ctx, principal.userId);
    request.log.info({ userId: principal.userId }, 'access token rotated');
    return { accessToken, ...said('account.tokenRotated') };
  });
}
