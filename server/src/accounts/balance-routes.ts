import { checkBalanceRequest, checkBalanceResponse } from '@zuban/contract/accounts';
import { milliToPkr } from '@zuban/contract/pricing';
import type { FastifyInstance } from 'fastify';
import { auditStaffAccess } from '../admin/staff-access';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { targetUser } from './target-user';

/** POST /backend/check_balance: the balance in PKR as a bare JSON number, by session or token. */
export async function balanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const schema = { body: checkBalanceRequest, response: { 200: checkBalanceResponse } };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/backend/check_balance', { preValidation: signedIn(ctx), schema }, async (request) => {
    const principal = principalOf(request);
    const body = request.body;
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
    return milliToPkr(user.balance_milli);
  });
}
