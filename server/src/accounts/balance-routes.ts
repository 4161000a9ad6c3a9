import { checkBalanceRequest } from '@zuban/contract/accounts';
import { milliToPkr } from '@zuban/contract/pricing';
import type { FastifyInstance } from 'fastify';
import { auditStaffAccess } from '../admin/staff-access';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { parseBody } from './parse-body';
import { targetUser } from './target-user';

/** POST /backend/check_balance: the balance in PKR as a bare JSON number, by session or token. */
export async function balanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/backend/check_balance', async (request, reply) => {
    const principal = await requireUser(ctx, request);
    const body = parseBody(checkBalanceRequest, request.body);
    const { user, onBehalf } = await targetUser(ctx, principal, {
      email: body.emailId,
      accessToken: body.accessToken,
    });
    if (onBehalf) {
      await auditStaffAccess(ctx, principal, {
        action: 'user.view_balance',
        targetType: 'user',
        targetId: user.id,
      });
    }
    return reply.type('application/json').send(JSON.stringify(milliToPkr(user.balance_milli)));
  });
}
