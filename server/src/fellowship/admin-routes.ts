import { messageResponse } from '@zuban/contract/accounts';
import { applicationList, FELLOWSHIP_CREDIT_MILLI, fellowshipApproved } from '@zuban/contract/fellowship';
import { coded, said } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import { decisionBody, rejectBody, requestIdParams, requestListBody } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../admin/audit-repo';
import { staffSessionFirst } from '../admin/guard';
import { refuseOwnAccount } from '../admin/money-rules';
import { ensurePending, notifyDecision, rejectPending } from '../admin/review';
import { principalOf } from '../auth/route-auth';
import { grantCredit } from '../billing/grants';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { decideApplication, findApplicationForReview, listApplications } from './applications-repo';

const alreadyDecided = coded('staff.applicationDecided');

async function pendingApplication(ctx: AppContext, id: string) {
  const row = await findApplicationForReview(ctx.db, id);
  return ensurePending(row, { notFound: coded('staff.noSuchApplication'), decided: alreadyDecided });
}

/** Staff review: the list with files, approve (PKR 30,000 credit for one year) or reject. */
export async function fellowshipAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };
  const list = { body: requestListBody, response: { 200: applicationList } };
  routes.post('/backend/admin/fellowships', { ...staff, schema: list }, async (request) =>
    listApplications(ctx.db, request.body.status),
  );

  const approve = { params: requestIdParams, body: decisionBody, response: { 200: fellowshipApproved } };
  routes.post('/backend/admin/fellowships/:id/approve', { ...staff, schema: approve }, async (request) => {
    const actor = principalOf(request);
    const { reason } = request.body;
    const row = await pendingApplication(ctx, request.params.id);
    refuseOwnAccount(actor, row.user_id);
    const now = ctx.now();
    const granted = await ctx.db.transaction().execute(async (trx) => {
      if (
        !(await decideApplication(trx, row.id, {
          status: 'approved',
          by: actor.userId,
          at: now,
          reason: reason ?? null,
        }))
      ) {
        throw new AppError(409, 'already_decided', alreadyDecided);
      }
      const g = await grantCredit(trx, {
        userId: row.user_id,
        amountMilli: FELLOWSHIP_CREDIT_MILLI,
        sourceId: row.id,
        by: `admin:${actor.userId}`,
        at: now,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: 'fellowship.approve',
          targetType: 'user',
          targetId: row.user_id,
          before: { status: 'pending' },
          after: { status: 'approved', credit: milliToPkr(FELLOWSHIP_CREDIT_MILLI), expiresAt: g.expiresAt },
        },
        now,
      );
      return g;
    });
    const until = new Date(granted.expiresAt).toISOString().slice(0, 10);
    await notifyDecision(ctx, request, {
      to: row.email,
      subject: 'Your Zuban fellowship application was approved',
      text: `Dear ${row.first_name},\n\nCongratulations: your fellowship application was approved. PKR ${formatPkr(FELLOWSHIP_CREDIT_MILLI)} of API credit has been added to your account, valid until ${until}; credit not used by then is taken back. To discontinue the fellowship, give us 15 days' notice. The terms of service apply.\n\nZuban`,
    });
    return {
      message: 'Application approved and credit granted.',
      balance: milliToPkr(granted.balanceMilli),
      creditExpiresAt: granted.expiresAt,
    };
  });

  const reject = { params: requestIdParams, body: rejectBody, response: { 200: messageResponse } };
  routes.post('/backend/admin/fellowships/:id/reject', { ...staff, schema: reject }, async (request) => {
    const actor = principalOf(request);
    const { reason } = request.body;
    const row = await pendingApplication(ctx, request.params.id);
    const now = ctx.now();
    await rejectPending(ctx, actor, {
      decide: (trx) =>
        decideApplication(trx, row.id, { status: 'rejected', by: actor.userId, at: now, reason }),
      action: 'fellowship.reject',
      userId: row.user_id,
      reason,
      decided: alreadyDecided,
    });
    await notifyDecision(ctx, request, {
      to: row.email,
      subject: 'Your Zuban fellowship application',
      text: `Dear ${row.first_name},\n\nThank you for applying. We are unable to award the fellowship this time: ${reason}\n\nYou are welcome to apply again.\n\nZuban`,
    });
    return said('staff.applicationRejected');
  });
}
