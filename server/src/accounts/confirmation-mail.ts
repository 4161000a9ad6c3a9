import type { UiLanguage } from '@zuban/contract/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Mailer } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import { issueEmailToken, mailQuotaUsed } from './email-tokens';
import { mailFailed } from './mail-failure';

/**
 * Mails a fresh confirmation link to an unconfirmed account (earlier links stop working), unless the
 * address had its hourly share. Used by "Send the confirmation mail again" and by forgot-password
 * on an account that was never confirmed: a lost or expired link must not leave the user stuck.
 */
export async function mailConfirmationAgain(
  ctx: AppContext,
  mailer: Mailer,
  user: { id: string; email: string; first_name: string; language: UiLanguage },
  log: FastifyBaseLogger,
): Promise<void> {
  if (await mailQuotaUsed(ctx, user.id, 'confirm')) return;
  const token = await issueEmailToken(ctx, user.id, 'confirm');
  try {
    await mailer.send(confirmationMail(ctx.config, user.email, user.first_name, token, user.language), log);
  } catch (err) {
    log.error({ err, userId: user.id }, 'confirmation mail failed');
    throw mailFailed();
  }
  log.info({ userId: user.id }, 'confirmation mailed again');
}
