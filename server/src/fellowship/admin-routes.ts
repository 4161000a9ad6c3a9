import { FELLOWSHIP_CREDIT_MILLI } from '@zuban/contract/fellowship';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import { decisionBody, rejectBody } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../accounts/parse-body';
import { recordAudit } from '../admin/audit';
import { requireStaffSession } from '../admin/guard';
import { refuseOwnAccount } from '../admin/money-rules';
import { ensurePending, notifyDecision, rejectPending } from '../admin/review';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { decideApplication, listApplications } from './applications-repo';
import { grantCredit } from './grants';

const listBody = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
const alreadyDecided = 'This application has already been decided.';

async function pendingApplication(ctx: AppContext, id: string) {
  const row = await ctx.db
    .selectFrom('fellowship_applications')
    .innerJoin('users', 'users.id', 'fellowship_applications.user_id')
    .selectAll('fellowship_applications')
    .select(['users.email as email', 'users.first_name as first_name'])
    .where('fellowship_applications.id', '=', id)
    .executeTakeFirst();
  return ensurePending(row, { notFound: 'No such application.', decided: alreadyDecided });
}

/** Staff review: the list with files, approve (PKR 30,000 credit for one year) or reject. */
export async function fellowshipAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/backend/admin/fellowships', async (request) => {
    await requireStaffSession(ctx, request);
    return listApplications(ctx.db, parseBody(listBody, request.body).status);
  });

  app.post<{ Params: { id: string } }>('/backend/admin/fellowships/:id/approve', async (request) => {
    const actor = await requireStaffSession(ctx, request);
    const { reason } = parseBody(decisionBody, request.body);
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

  app.post<{ Params: { id: string } }>('/backend/admin/fellowships/:id/reject', async (request) => {
    const actor = await requireStaffSession(ctx, request);
    const { reason } = parseBody(rejectBody, request.body);
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
    return { message: 'Application rejected.' };
  });
}
