import { messageResponse } from '@zuban/contract/accounts';
import { approvalParams, balanceChanged, balanceRequestView } from '@zuban/contract/admin';
import { said } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import { rejectBody } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import {
  approveBalanceAddition,
  pendingBalanceAdditions,
  rejectBalanceAddition,
} from './balance-addition-service';
import { staffSessionFirst } from './guard';

/** The second staff member's side of a balance addition above the two-person limit. */
export async function adminBalanceApprovalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  const list = { response: { 200: z.array(balanceRequestView) } };
  routes.post('/backend/admin/balance_approvals', { ...staff, schema: list }, async () =>
    pendingBalanceAdditions(ctx),
  );

  const approve = { params: approvalParams, response: { 200: balanceChanged } };
  routes.post(
    '/backend/admin/balance_approvals/:id/approve',
    { ...staff, schema: approve },
    async (request) => {
      const balance = await approveBalanceAddition(ctx, principalOf(request), request.params.id);
      return { ...said('staff.balanceUpdated'), balance: milliToPkr(balance) };
    },
  );

  const reject = { params: approvalParams, body: rejectBody, response: { 200: messageResponse } };
  routes.post(
    '/backend/admin/balance_approvals/:id/reject',
    { ...staff, schema: reject },
    async (request) => {
      await rejectBalanceAddition(ctx, principalOf(request), request.params.id, request.body.reason);
      return said('staff.balanceAdditionRejected');
    },
  );
}
