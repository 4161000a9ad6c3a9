import { messageResponse } from '@zuban/contract/accounts';
import { said } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import {
  approvalHeld,
  approvedWithBalance,
  decisionBody,
  rejectBody,
  requestIdParams,
  requestListBody,
  topupList,
} from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { staffSessionFirst } from '../admin/guard';
import { notifyDecision } from '../admin/review';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { approveTopup, rejectTopup, topupsForReview } from './review-service';

/** Staff see pending top-ups, approve them (deposit + mail) or reject them with a reason. */
export async function topupAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  const list = { body: requestListBody, response: { 200: topupList } };
  routes.post('/backend/admin/topup_requests', { ...staff, schema: list }, async (request) =>
    topupsForReview(ctx, request.body.status),
  );

  const approve = {
    params: requestIdParams,
    body: decisionBody,
    response: { 200: approvedWithBalance, 202: approvalHeld },
  };
  routes.post(
    '/backend/admin/topup_requests/:id/approve',
    { ...staff, schema: approve },
    async (request, reply) => {
      const actor = principalOf(request);
      const { reason } = request.body;
      const approval = await approveTopup(ctx, actor, request.params.id, reason);
      if ('held' in approval)
        return reply.status(202).send({ message: approval.held, pending: true as const });
      const { request: row, balanceMilli: balance } = approval;
      await notifyDecision(ctx, request, {
        to: row.email,
        subject: 'Your Zuban balance has been topped up',
        text: `Dear ${row.first_name},\n\nWe received your payment (${row.bank}, reference ${row.reference}) and added PKR ${formatPkr(row.amount_milli)} to your balance. Your balance is now PKR ${formatPkr(balance)}; it is valid for one year from today.\n\nZuban`,
      });
      return { ...said('topup.approved'), balance: milliToPkr(balance) };
    },
  );

  const reject = { params: requestIdParams, body: rejectBody, response: { 200: messageResponse } };
  routes.post('/backend/admin/topup_requests/:id/reject', { ...staff, schema: reject }, async (request) => {
    const actor = principalOf(request);
    const { reason } = request.body;
    const row = await rejectTopup(ctx, actor, request.params.id, reason);
    await notifyDecision(ctx, request, {
      to: row.email,
      subject: 'Your Zuban top-up request',
      text: `Dear ${row.first_name},\n\nWe could not credit your top-up request (${row.bank}, reference ${row.reference}): ${reason}\n\nReply to this mail if you have questions.\n\nZuban`,
    });
    return said('topup.rejected');
  });
}
