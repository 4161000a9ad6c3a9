import { randomUUID } from 'node:crypto';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { feedbackMail } from '../mail/templates';
import { countFeedbackFromIpSince, deleteFeedback, insertFeedback } from '../users/feedback-repo';
import { mailFailed } from './mail-failure';

const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

export interface Feedback {
  firstName: string;
  emailId: string;
  message: string;
}

/** Messages one address may send an hour (FEEDBACK_PER_HOUR, default 5): each one mails the staff. */
function feedbackPerHour(ctx: AppContext): number {
  return ctx.config.settings.FEEDBACK_PER_HOUR;
}

/**
 * Keeps a feedback message and mails it to the staff (429 feedback_limit past the hourly share of
 * the address). A message whose mail fails is not kept, so the sender can try again.
 */
export async function sendFeedback(
  ctx: AppContext,
  mailer: Mailer,
  from: { ip: string; userId: string | null },
  feedback: Feedback,
  log: FastifyBaseLogger,
): Promise<void> {
  const sent = await countFeedbackFromIpSince(ctx.db, from.ip, ctx.now() - FEEDBACK_WINDOW_MS);
  if (sent >= feedbackPerHour(ctx)) {
    throw new AppError(429, 'feedback_limit', coded('account.feedbackTooMany'), { 'retry-after': '3600' });
  }
  const id = randomUUID();
  await insertFeedback(ctx.db, {
    id,
    user_id: from.userId,
    first_name: feedback.firstName,
    email: feedback.emailId,
    message: feedback.message,
    created_at: ctx.now(),
    ip: from.ip,
  });
  try {
    await mailer.send(feedbackMail(ctx.config, feedback), log);
  } catch (err) {
    log.error({ err }, 'feedback mail failed; feedback not kept');
    await deleteFeedback(ctx.db, id);
    throw mailFailed(coded('account.feedbackFailed'));
  }
}
