import { messageResponse } from '@zuban/contract/accounts';
import { coded, said } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import {
  approvalHeld,
  approvedWithBalance,
  decisionBody,
  topupMessages as m,
  rejectBody,
  requestIdParams,
  requestListBody,
  topupList,
} from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { holdForSecondApproval } from '../admin/first-approval';
import { staffSessionFirst } from '../admin/guard';
import { refuseOwnAccount, secondApprovalAboveMilli } from '../admin/money-rules';
import { ensurePending, notifyDecision, rejectPending } from '../admin/review';
import { depositByStaff } from '../admin/staff-deposit';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { AppError, notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { decideTopup, findTopupForReview, listTopupsForStaff } from './topups-repo';

async function pendingRequest(ctx: AppContext, id: string) {
  const row = await findTopupForReview(ctx.db, id);
  return ensurePending(row, { notFound: coded('staff.noSuchTopup'), decided: coded('topup.alreadyDecided') });
}

/** Staff see pending top-ups, approve them (deposit + mail) or reject them with a reason. */
export async function topupAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  const list = { body: requestListBody, response: { 200: topupList } };
  routes.post('/backend/admin/topup_requests', { ...staff, schema: list }, async (request) =>
    listTopupsForStaff(ctx.db, request.body.status),
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
      const row = await pendingRequest(ctx, request.params.id);
      refuseOwnAccount(actor, row.user_id);
      if (row.amount_milli > secondApprovalAboveMilli(ctx)) {
        const held = await holdForSecondApproval(ctx, actor, {
          action: 'topup.approve',
          targetType: 'topup_request',
          targetId: row.id,
          after: { user: row.user_id, amount: milliToPkr(row.amount_milli) },
        });
        if (held) return reply.status(202).send({ message: held, pending: true as const });
      }
      const balance = await depositByStaff(ctx, actor, {
        userId: row.user_id,
        amountMilli: row.amount_milli,
        note: `top-up ${row.id}: ${row.bank} ${row.reference}`,
        noUser: () => notFound(coded('staff.noSuchUser'), 'user_not_found'),
        afterLedger: async (trx, ledgerId, at) => {
          const decided = await decideTopup(trx, row.id, {
            status: 'approved',
            by: actor.userId,
            at,
            reason: reason ?? null,
            ledgerId,
          });
          // Two staff approving at once: the loser's transaction rolls back, so the money moves once.
          if (!decided) throw new AppError(409, 'already_decided', coded('topup.alreadyDecided'));
        },
        audit: ({ ledgerId }) => ({
          action: 'topup.approve',
          targetType: 'user',
          targetId: row.user_id,
          before: { status: 'pending' },
          after: { status: 'approved', amount: milliToPkr(row.amount_milli), ledgerId },
        }),
      });
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
    const row = await pendingRequest(ctx, request.params.id);
    const now = ctx.now();
    await rejectPending(ctx, actor, {
      decide: (trx) =>
        decideTopup(trx, row.id, { status: 'rejected', by: actor.userId, at: now, reason, ledgerId: null }),
      action: 'topup.reject',
      userId: row.user_id,
      reason,
      decided: coded('topup.alreadyDecided'),
    });
    await notifyDecision(ctx, request, {
      to: row.email,
      subject: 'Your Zuban top-up request',
      text: `Dear ${row.first_name},\n\nWe could not credit your top-up request (${row.bank}, reference ${row.reference}): ${reason}\n\nReply to this mail if you have questions.\n\nZuban`,
    });
    return said('topup.rejected');
  });
}
