import {
  changePasswordRequest,
  forgotPasswordRequest,
  messageResponse,
  resetWithTokenRequest,
} from '@zuban/contract/accounts';
import { coded, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSessionId } from '../auth';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import type { Mailer } from '../mail/mailer';
import { changePassword, mailPasswordReset, resetPassword } from './password-service';

/** Forgot password (mailed link), reset with the token, and change password while signed in. */
export async function passwordRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: messageResponse };
  // The spec's screen waits for exactly 'Email is sent'; it is the answer for unknown addresses too.
  const forgot = { body: forgotPasswordRequest, response: answer };
  routes.post('/backend/forget_password', { schema: forgot }, async (request) => {
    await mailPasswordReset(ctx, mailer, request.body.emailId, request.log);
    return said('account.resetMailSent');
  });

  const reset = { body: resetWithTokenRequest, response: answer };
  routes.post('/backend/forget_password_token', { schema: reset }, async (request) => {
    await resetPassword(ctx, request.body, request.log);
    return said('account.passwordChanged');
  });

  // Change password: a browser session only, for its own email, proving the current password.
  const change = {
    preValidation: [signedIn(ctx), browserSessionOnly],
    schema: { body: changePasswordRequest, response: answer },
  };
  routes.post('/backend/reset_password', change, async (request) => {
    const principal = principalOf(request);
    const sessionId = readSessionId(request) ?? '';
    const body = request.body;
    if (body.emailId !== principal.email) throw forbidden(coded('account.notYours'), 'not_owner');
    const caller = { userId: principal.userId, email: principal.email, sessionId };
    await changePassword(ctx, caller, body, request.log);
    return said('account.passwordChanged');
  });
}

/** Changing the password needs the browser session itself: an access token cannot do it. */
async function browserSessionOnly(request: FastifyRequest): Promise<void> {
  if (principalOf(request).channel !== 'web' || !readSessionId(request))
    throw unauthorized(coded('account.signInRequired'));
}
