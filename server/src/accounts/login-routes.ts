import { loginRequest, loginResponse, messageResponse } from '@zuban/contract/accounts';
import { coded, said } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  decryptAccessToken,
  endSession,
  readSessionId,
  setSessionCookie,
  startSession,
} from '../auth';
import { isCrossOrigin } from '../auth/csrf';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { authenticate } from './sign-in-service';

/** Sign-in answers the spec's session fields and sets the session cookie; sign-out revokes it. */
export async function loginRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sameSite = { preValidation: async (request: FastifyRequest) => assertSameSite(ctx, request) };
  const login = { body: loginRequest, response: { 200: loginResponse } };
  routes.post('/backend/tech_login', { ...sameSite, schema: login }, async (request, reply) => {
    const user = await authenticate(ctx, { ...request.body, ip: request.ip }, request.log);
    setSessionCookie(reply, ctx.config, await startSession(ctx, user.id));
    request.log.info({ userId: user.id }, 'signed in');
    return {
      emailId: user.email,
      accessToken: decryptAccessToken(ctx.config.sessionSecret, user.token_encrypted),
      isLogin: true as const,
      firstName: user.first_name,
      balance: milliToPkr(user.balance_milli),
      role: user.role,
      ...said('account.signedIn'),
    };
  });

  const logout = { response: { 200: messageResponse } };
  routes.post('/backend/logout', { ...sameSite, schema: logout }, async (request, reply) => {
    const sessionId = readSessionId(request);
    if (sessionId) await endSession(ctx, sessionId);
    clearSessionCookie(reply, ctx.config);
    return said('account.signedOut');
  });
}

/** Sign-in and sign-out forged from another site (login CSRF, forced logout) are refused. */
function assertSameSite(ctx: AppContext, request: FastifyRequest): void {
  if (isCrossOrigin(ctx.config, request))
    throw new AppError(403, 'cross_origin', coded('account.crossOrigin'));
}
