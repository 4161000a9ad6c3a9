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
  verifyPassword,
} from '../auth';
import { isCrossOrigin } from '../auth/csrf';
import { decoyPasswordHash } from '../auth/password';
import type { AppContext } from '../context';
import { AppError, forbidden, unauthorized } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { findUserByEmail } from '../users/users-repo';
import { claimAttempt, emailSubject, forgiveAccount, ipSubject } from './lockout';

/** Sign-in answers the spec's session fields and sets the session cookie; sign-out revokes it. */
export async function loginRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sameSite = { preValidation: async (request: FastifyRequest) => assertSameSite(ctx, request) };
  const login = { body: loginRequest, response: { 200: loginResponse } };
  routes.post('/backend/tech_login', { ...sameSite, schema: login }, async (request, reply) => {
    const { emailId, password } = request.body;
    const subjects = [emailSubject(emailId), ipSubject(request.ip)];
    // Claimed before the hash, so parallel guesses cannot all pass the check (#22).
    const attempt = await claimAttempt(ctx, subjects);
    const user = await findUserByEmail(ctx.db, emailId);
    // Unknown emails are checked against a decoy hash so the answer takes as long either way.
    const passwordOk = await verifyPassword(password, user?.password_hash ?? decoyPasswordHash);
    if (!user || !passwordOk) {
      await attempt.fail();
      request.log.info({ reason: user ? 'password' : 'unknown_email' }, 'sign-in failed');
      throw unauthorized(coded('account.badCredentials'), 'invalid_credentials');
    }
    await attempt.release();
    if (user.status === 'unconfirmed')
      throw forbidden(coded('account.accountUnconfirmed'), 'account_unconfirmed');
    if (user.status === 'suspended') throw forbidden(coded('account.accountSuspended'), 'account_suspended');
    await forgiveAccount(ctx, emailId);
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
