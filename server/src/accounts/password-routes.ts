import {
  changePasswordRequest,
  forgotPasswordRequest,
  messageResponse,
  resetWithTokenRequest,
} from '@zuban/contract/accounts';
import { coded, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, hashSessionId, issueAccessToken, readSessionId, verifyPassword } from '../auth';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import { badRequest, forbidden, unauthorized } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { consumeEmailToken, retireEmailTokens } from '../users/email-tokens-repo';
import { revokeUserSessions } from '../users/sessions-repo';
import { findUserByEmail, findUserById, setAccessToken, setPasswordHash } from '../users/users-repo';
import { mailConfirmationAgain } from './confirmation-mail';
import { checkEmailToken, issueEmailToken, mailQuotaUsed } from './email-tokens';
import { claimAttempt, emailSubject, forgiveAccount } from './lockout';
import { mailFailed } from './mail-failure';

/** Forgot password (mailed link), reset with the token, and change password while signed in. */
export async function passwordRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: messageResponse };
  // The spec's screen waits for exactly 'Email is sent'; it is the answer for unknown addresses too.
  const forgot = { body: forgotPasswordRequest, response: answer };
  routes.post('/backend/forget_password', { schema: forgot }, async (request) => {
    const { emailId } = request.body;
    const user = await findUserByEmail(ctx.db, emailId);
    // Never confirmed (the link lost or expired): a reset would not let them in, a confirmation does.
    if (user?.status === 'unconfirmed') {
      await mailConfirmationAgain(ctx, mailer, user, request.log);
      return said('account.resetMailSent');
    }
    if (user?.status === 'active' && !(await mailQuotaUsed(ctx, user.id, 'reset'))) {
      const token = await issueEmailToken(ctx, user.id, 'reset');
      try {
        await mailer.send(
          passwordResetMail(ctx.config, user.email, user.first_name, token, user.language),
          request.log,
        );
      } catch (err) {
        request.log.error({ err, userId: user.id }, 'password reset mail failed');
        await retireEmailTokens(ctx.db, user.id, 'reset', ctx.now());
        throw mailFailed();
      }
      request.log.info({ userId: user.id }, 'password reset mailed');
    }
    return said('account.resetMailSent');
  });

  const reset = { body: resetWithTokenRequest, response: answer };
  routes.post('/backend/forget_password_token', { schema: reset }, async (request) => {
    const body = request.body;
    const check = await checkEmailToken(ctx, body.token, 'reset');
    if (!check.ok) {
      throw check.reason === 'expired'
        ? badRequest('token_expired', coded('account.resetTokenExpired'))
        : badRequest('token_invalid', coded('account.resetTokenInvalid'));
    }
    const user = await findUserById(ctx.db, check.userId);
    // A token only works together with the address it was mailed to.
    if (!user || user.email !== body.emailId)
      throw badRequest('token_invalid', coded('account.resetTokenInvalid'));
    const passwordHash = await hashPassword(body.newPassword);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeEmailToken(trx, check.tokenHash, now))) {
        throw badRequest('token_invalid', coded('account.resetTokenInvalid'));
      }
      await setPasswordHash(trx, user.id, passwordHash);
      await revokeUserSessions(trx, user.id, now);
      // A reset is account recovery: whoever had the old password could read the API token on
      // /access_token, so it is replaced too (#22; docs/decisions/password-reset-replaces-the-token.md). Integrations read it anew.
      const issued = issueAccessToken(ctx.config.sessionSecret);
      await setAccessToken(trx, user.id, issued.hash, issued.encrypted);
    });
    await forgiveAccount(ctx, user.email);
    request.log.info({ userId: user.id }, 'password reset; all sessions revoked, access token replaced');
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
    const subjects = [emailSubject(principal.email)];
    const attempt = await claimAttempt(ctx, subjects);
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw unauthorized(coded('account.signInRequired'));
    if (!(await verifyPassword(body.password, user.password_hash))) {
      await attempt.fail();
      throw badRequest('current_password_wrong', coded('account.currentPasswordWrong'));
    }
    await attempt.release();
    const passwordHash = await hashPassword(body.newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, user.id, passwordHash);
      await revokeUserSessions(trx, user.id, ctx.now(), hashSessionId(ctx, sessionId));
    });
    request.log.info({ userId: user.id }, 'password changed; other sessions revoked');
    return said('account.passwordChanged');
  });
}

/** Changing the password needs the browser session itself: an access token cannot do it. */
async function browserSessionOnly(request: FastifyRequest): Promise<void> {
  if (principalOf(request).channel !== 'web' || !readSessionId(request))
    throw unauthorized(coded('account.signInRequired'));
}
