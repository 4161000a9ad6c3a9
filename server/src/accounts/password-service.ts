import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, hashSessionId, issueAccessToken, verifyPassword } from '../auth';
import type { AppContext } from '../context';
import { badRequest, unauthorized } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { consumeEmailToken, retireEmailTokens } from '../users/email-tokens-repo';
import { revokeUserSessions } from '../users/sessions-repo';
import { findUserByEmail, findUserById, setAccessToken, setPasswordHash } from '../users/users-repo';
import { mailConfirmationAgain } from './confirmation-mail';
import { checkEmailToken, issueEmailToken, mailQuotaUsed } from './email-tokens';
import { claimAttempt, emailSubject, forgiveAccount } from './lockout';
import { mailFailed } from './mail-failure';

/**
 * Forgot password: mails a reset link to an active account (within the hourly share of the address),
 * or the confirmation link again to one never confirmed. Unknown addresses get nothing, silently.
 */
export async function mailPasswordReset(
  ctx: AppContext,
  mailer: Mailer,
  emailId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, emailId);
  // Never confirmed (the link lost or expired): a reset would not let them in, a confirmation does.
  if (user?.status === 'unconfirmed') {
    await mailConfirmationAgain(ctx, mailer, user, log);
    return;
  }
  if (user?.status !== 'active' || (await mailQuotaUsed(ctx, user.id, 'reset'))) return;
  const token = await issueEmailToken(ctx, user.id, 'reset');
  try {
    await mailer.send(passwordResetMail(ctx.config, user.email, user.first_name, token, user.language), log);
  } catch (err) {
    log.error({ err, userId: user.id }, 'password reset mail failed');
    await retireEmailTokens(ctx.db, user.id, 'reset', ctx.now());
    throw mailFailed();
  }
  log.info({ userId: user.id }, 'password reset mailed');
}

/**
 * Sets a new password with a mailed reset token (used up here), revokes every session and replaces
 * the access token; 400 token_expired or token_invalid otherwise.
 */
export async function resetPassword(
  ctx: AppContext,
  reset: { token: string; emailId: string; newPassword: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const check = await checkEmailToken(ctx, reset.token, 'reset');
  if (!check.ok) {
    throw check.reason === 'expired'
      ? badRequest('token_expired', coded('account.resetTokenExpired'))
      : badRequest('token_invalid', coded('account.resetTokenInvalid'));
  }
  const user = await findUserById(ctx.db, check.userId);
  // A token only works together with the address it was mailed to.
  if (!user || user.email !== reset.emailId)
    throw badRequest('token_invalid', coded('account.resetTokenInvalid'));
  const passwordHash = await hashPassword(reset.newPassword);
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
  log.info({ userId: user.id }, 'password reset; all sessions revoked, access token replaced');
}

/**
 * Changes the signed-in user's password after checking the current one (under the sign-in lockout,
 * 400 current_password_wrong) and revokes every other session than the one asking.
 */
export async function changePassword(
  ctx: AppContext,
  caller: { userId: string; email: string; sessionId: string },
  change: { password: string; newPassword: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const attempt = await claimAttempt(ctx, [emailSubject(caller.email)]);
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthorized(coded('account.signInRequired'));
  if (!(await verifyPassword(change.password, user.password_hash))) {
    await attempt.fail();
    throw badRequest('current_password_wrong', coded('account.currentPasswordWrong'));
  }
  await attempt.release();
  const passwordHash = await hashPassword(change.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, ctx.now(), hashSessionId(ctx, caller.sessionId));
  });
  log.info({ userId: user.id }, 'password changed; other sessions revoked');
}
