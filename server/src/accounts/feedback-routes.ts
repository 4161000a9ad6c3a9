import { randomUUID } from 'node:crypto';
import { feedbackRequest, type MessageResponse } from '@zuban/contract/accounts';
import { accountMessages as m } from '@zuban/contract/messages';
import type { FastifyInstance } from 'fastify';
import { resolvePrincipal } from '../auth';
import { positiveIntegerSetting } from '../config/config';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { feedbackMail } from '../mail/templates';
import { countFeedbackFromIpSince, deleteFeedback, insertFeedback } from '../users/feedback-repo';
import { mailFailed } from './mail-failure';
import { parseBody } from './parse-body';

const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

/** Messages one address may send an hour (FEEDBACK_PER_HOUR, default 5): each one mails the staff. */
function feedbackPerHour(ctx: AppContext): number {
  return positiveIntegerSetting(ctx.config, 'FEEDBACK_PER_HOUR', 5);
}

/** POST /backend/send_mail: feedback from the landing page or the contact page, kept and mailed. */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): Promise<void> {
  app.post('/backend/send_mail', async (request): Promise<MessageResponse> => {
    const principal = await resolvePrincipal(ctx, request);
    const body = parseBody(feedbackRequest, request.body);
    const sent = await countFeedbackFromIpSince(ctx.db, request.ip, ctx.now() - FEEDBACK_WINDOW_MS);
    if (sent >= feedbackPerHour(ctx)) {
      throw new AppError(429, 'feedback_limit', m.feedbackTooMany, { 'retry-after': '3600' });
    }
    const id = randomUUID();
    await insertFeedback(ctx.db, {
      id,
      user_id: principal?.userId ?? null,
      first_name: body.firstName,
      email: body.emailId,
      message: body.message,
      created_at: ctx.now(),
      ip: request.ip,
    });
    try {
      await mailer.send(feedbackMail(ctx.config, body));
    } catch (err) {
      request.log.error({ err }, 'feedback mail failed; feedback not kept');
      await deleteFeedback(ctx.db, id);
      throw mailFailed(m.feedbackFailed);
    }
    return { message: m.feedbackSent };
  });
}
