import { randomUUID } from 'node:crypto';
import { feedbackRequest, messageResponse } from '@zuban/contract/accounts';
import { coded, said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { resolvePrincipal } from '../auth';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import type { Mailer } from '../mail/mailer';
import { feedbackMail } from '../mail/templates';
import { countFeedbackFromIpSince, deleteFeedback, insertFeedback } from '../users/feedback-repo';
import { mailFailed } from './mail-failure';

const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;

/** Messages one address may send an hour (FEEDBACK_PER_HOUR, default 5): each one mails the staff. */
function feedbackPerHour(ctx: AppContext): number {
  return ctx.config.settings.FEEDBACK_PER_HOUR;
}

/** POST /backend/send_mail: feedback from the landing page or the contact page, kept and mailed. */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): Promise<void> {
  const schema = { body: feedbackRequest, response: { 200: messageResponse } };
  app.withTypeProvider<ZodTypeProvider>().post('/backend/send_mail', { schema }, async (request) => {
    const principal = await resolvePrincipal(ctx, request);
    const body = request.body;
    const sent = await countFeedbackFromIpSince(ctx.db, request.ip, ctx.now() - FEEDBACK_WINDOW_MS);
    if (sent >= feedbackPerHour(ctx)) {
      throw new AppError(429, 'feedback_limit', coded('account.feedbackTooMany'), { 'retry-after': '3600' });
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
      await mailer.send(feedbackMail(ctx.config, body), request.log);
    } catch (err) {
      request.log.error({ err }, 'feedback mail failed; feedback not kept');
      await deleteFeedback(ctx.db, id);
      throw mailFailed(coded('account.feedbackFailed'));
    }
    return said('account.feedbackSent');
  });
}
