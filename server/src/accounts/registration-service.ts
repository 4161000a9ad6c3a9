import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { badRequest } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import { consumeEmailToken, findEmailToken } from '../users/email-tokens-repo';
import { deleteNewUser, findUserByEmail, findUserById, markConfirmed } from '../users/users-repo';
import { mailConfirmationAgain } from './confirmation-mail';
import { type AccountInput, createAccount } from './create-account';
import { checkEmailToken, hashEmailToken, issueEmailToken } from './email-tokens';
import { mailFailed } from './mail-failure';
import { roleOnConfirmation } from './staff';

/**
 * Creates an unconfirmed account and mails its confirmation link; when the mail cannot be sent the
 * account is removed again (502 mail_failed), so the address can register anew.
 */
export async function registerAccount(
  ctx: AppContext,
  mailer: Mailer,
  input: Omit<AccountInput, 'status'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { user } = await createAccount(ctx, { ...input, status: 'unconfirmed' });
  const token = await issueEmailToken(ctx, user.id, 'confirm');
  try {
    await mailer.send(confirmationMail(ctx.config, user.email, user.first_name, token, user.language), log);
  } catch (err) {
    log.error({ err, userId: user.id }, 'confirmation mail failed; registration undone');
    await deleteNewUser(ctx.db, user.id);
    throw mailFailed();
  }
  log.info({ userId: user.id }, 'user registered');
}

/** Whether this confirmation link was used already and its account is confirmed (active or suspended). */
async function alreadyConfirmedBy(ctx: AppContext, token: string): Promise<boolean> {
  const row = await findEmailToken(ctx.db, hashEmailToken(ctx, token), 'confirm');
  if (!row || row.used_at === null) return false;
  const user = await findUserById(ctx.db, row.user_id);
  return user !== undefined && user.status !== 'unconfirmed' && user.status !== 'deleted';
}

/**
 * Confirms the account of a mailed link (using the link up) with the role it gets on confirmation.
 * 'already' when the link was opened before and its account is confirmed; 400 token_expired or
 * token_invalid otherwise.
 */
export async function confirmAccount(
  ctx: AppContext,
  token: string,
  log: FastifyBaseLogger,
): Promise<'confirmed' | 'already'> {
  const check = await checkEmailToken(ctx, token, 'confirm');
  // The link opened a second time (mail clients and people do): say so rather than 'not verified'.
  if (!check.ok && (await alreadyConfirmedBy(ctx, token))) return 'already';
  if (!check.ok) {
    throw check.reason === 'expired'
      ? badRequest('token_expired', coded('account.confirmTokenExpired'))
      : badRequest('token_invalid', coded('account.confirmTokenInvalid'));
  }
  const user = await findUserById(ctx.db, check.userId);
  if (!user || !(await consumeEmailToken(ctx.db, check.tokenHash, ctx.now()))) {
    throw badRequest('token_invalid', coded('account.confirmTokenInvalid'));
  }
  await markConfirmed(ctx.db, user.id, roleOnConfirmation(ctx.config, user.email), ctx.now());
  log.info({ userId: user.id }, 'account confirmed');
  return 'confirmed';
}

/** Mails the confirmation link again to an unconfirmed account of this address; to any other, nothing. */
export async function resendConfirmation(
  ctx: AppContext,
  mailer: Mailer,
  emailId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, emailId);
  if (user?.status === 'unconfirmed') await mailConfirmationAgain(ctx, mailer, user, log);
}
