import { feedbackRequest, messageResponse } from '@zuban/contract/accounts';
import { said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { resolvePrincipal } from '../auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import type { Mailer } from '../mail/mailer';
import { sendFeedback } from './feedback-service';

/** POST /backend/send_mail: feedback from the landing page or the contact page, kept and mailed. */
export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): Promise<void> {
  const schema = { body: feedbackRequest, response: { 200: messageResponse } };
  app.withTypeProvider<ZodTypeProvider>().post('/backend/send_mail', { schema }, async (request) => {
    const principal = await resolvePrincipal(ctx, request);
    const from = { ip: request.ip, userId: principal?.userId ?? null };
    await sendFeedback(ctx, mailer, from, request.body, request.log);
    return said('account.feedbackSent');
  });
}
