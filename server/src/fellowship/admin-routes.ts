import { messageResponse } from '@zuban/contract/accounts';
import { applicationList, FELLOWSHIP_CREDIT_MILLI, fellowshipApproved } from '@zuban/contract/fellowship';
import { said } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import { decisionBody, rejectBody, requestIdParams, requestListBody } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { staffSessionFirst } from '../admin/guard';
import { notifyDecision } from '../admin/review';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { applicationsForReview, approveApplication, rejectApplication } from './review-service';

/** Staff review: the list with files, approve (PKR 30,000 credit for one year) or reject. */
export async function fellowshipAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  const list = { body: requestListBody, response: { 200: applicationList } };
  routes.post('/backend/admin/fellowships', { ...staff, schema: list }, async (request) =>
    applicationsForReview(ctx, request.body.status),
  );

  const approve = { params: requestIdParams, body: decisionBody, response: { 200: fellowshipApproved } };
  routes.post('/backend/admin/fellowships/:id/approve', { ...staff, schema: approve }, async (request) => {
    const actor = principalOf(request);
    const { reason } = request.body;
    const { application: row, granted } = await approveApplication(ctx, actor, request.params.id, reason);
    const until = new Date(granted.expiresAt).toISOString().slice(0, 10);
    await notifyDecision(ctx, request, {
      to: row.email,
      subject: 'Your Zuban fellowship application was approved',
      text: `Dear ${row.first_name},\n\nCongratulations: your fellowship application was approved. PKR ${formatPkr(FELLOWSHIP_CREDIT_MILLI)} of API credit has been added to your account, valid until ${until}; credit not used by then is taken back. To discontinue the fellowship, give us 15 days' notice. The terms of service apply.\n\nZuban`,
    });
    return {
      ...said('staff.applicationApproved'),
      balance: milliToPkr(granted.balanceMilli),
      creditExpiresAt: granted.expiresAt,
    };
  });

  const reject = { params: requestIdParams, body: rejectBody, response: { 200: messageResponse } };
  routes.post('/backend/admin/fellowships/:id/reject', { ...staff, schema: reject }, async (request) => {
    const actor = principalOf(request);
    const { reason } = request.body;
    const row = await rejectApplication(ctx, actor, request.params.id, reason);
    await notifyDecision(ctx, request, {
      to: row.email,
      subject: 'Your Zuban fellowship application',
      text: `Dear ${row.first_name},\n\nThank you for applying. We are unable to award the fellowship this time: ${reason}\n\nYou are welcome to apply again.\n\nZuban`,
    });
    return said('staff.applicationRejected');
  });
}
