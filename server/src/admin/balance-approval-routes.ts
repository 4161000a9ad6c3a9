import { messageResponse } from '@zuban/contract/accounts';
import { approvalParams, balanceChanged, balanceRequestView } from '@zuban/contract/admin';
import { coded, said } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import { rejectBody } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { AppError, notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { lockUserRow } from '../users/users-repo';
import { recordAudit } from './audit-repo';
import {
  findBalanceRequest,
  isDecided,
  listPendingBalanceRequests,
  requestTarget,
} from './balance-approvals';
import { staffSessionFirst } from './guard';
import { refuseOwnAccount, secondApproverRequired } from './money-rules';
import { depositByStaff } from './staff-deposit';

const alreadyDecided = () => new AppError(409, 'already_decided', coded('staff.balanceAdditionDecided'));

/** The second staff member's side of a balance addition above the two-person limit. */
export async function adminBalanceApprovalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  const list = { response: { 200: z.array(balanceRequestView) } };
  routes.post('/backend/admin/balance_approvals', { ...staff, schema: list }, async () =>
    listPendingBalanceRequests(ctx.db),
  );

  const pending = async (id: string) => {
    const found = await findBalanceRequest(ctx.db, id);
    if (!found) throw notFound(coded('staff.noSuchBalanceAddition'), 'not_found');
    return found;
  };

  const approve = { params: approvalParams, response: { 200: balanceChanged } };
  routes.post(
    '/backend/admin/balance_approvals/:id/approve',
    { ...staff, schema: approve },
    async (request) => {
      const actor = principalOf(request);
      const held = await pending(request.params.id);
      refuseOwnAccount(actor, held.userId);
      if (held.requestedBy === actor.userId) throw secondApproverRequired();
      const balance = await depositByStaff(ctx, actor, {
        userId: held.userId,
        amountMilli: held.amountMilli,
        note: held.note ?? `balance addition ${held.id}, asked by ${held.requestedByEmail}`,
        noUser: () => notFound(coded('staff.noSuchUser'), 'user_not_found'),
        // A second decision waits on the credit's lock, then sees this one here.
        afterCredit: async (trx) => {
          if (await isDecided(trx, held.id)) throw alreadyDecided();
        },
        audit: ({ balanceAfterMilli: after, ledgerId }) => ({
          action: 'balance.add',
          targetType: requestTarget,
          targetId: held.id,
          before: { status: 'pending', balance: milliToPkr(after - held.amountMilli) },
          after: {
            status: 'approved',
            user: held.userId,
            added: milliToPkr(held.amountMilli),
            balance: milliToPkr(after),
            requestedBy: held.requestedByEmail,
            ledgerId,
          },
        }),
      });
      return { ...said('staff.balanceUpdated'), balance: milliToPkr(balance) };
    },
  );

  const reject = { params: approvalParams, body: rejectBody, response: { 200: messageResponse } };
  routes.post(
    '/backend/admin/balance_approvals/:id/reject',
    { ...staff, schema: reject },
    async (request) => {
      const actor = principalOf(request);
      const { reason } = request.body;
      const held = await pending(request.params.id);
      const now = ctx.now();
      await ctx.db.transaction().execute(async (trx) => {
        await lockUserRow(trx, held.userId);
        if (await isDecided(trx, held.id)) throw alreadyDecided();
        await recordAudit(
          trx,
          actor,
          {
            action: 'balance.add.reject',
            targetType: requestTarget,
            targetId: held.id,
            before: { status: 'pending' },
            after: { status: 'rejected', user: held.userId, reason },
          },
          now,
        );
      });
      return said('staff.balanceAdditionRejected');
    },
  );
}
