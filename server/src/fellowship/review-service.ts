import { FELLOWSHIP_CREDIT_MILLI, type FellowshipStatus } from '@zuban/contract/fellowship';
import { coded } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import { recordAudit } from '../admin/audit-repo';
import { refuseOwnAccount } from '../admin/money-rules';
import { ensurePending, rejectPending } from '../admin/review';
import type { Principal } from '../auth';
import { grantCredit } from '../billing/grants';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { decideApplication, findApplicationForReview, listApplications } from './applications-repo';

// Staff review of fellowship applications: each decision, its grant and its audit row are one
// transaction; the route mails the applicant afterwards.

const alreadyDecided = coded('staff.applicationDecided');

async function pendingApplication(ctx: AppContext, id: string) {
  const row = await findApplicationForReview(ctx.db, id);
  return ensurePending(row, { notFound: coded('staff.noSuchApplication'), decided: alreadyDecided });
}

/** Applications for the review list, newest first, optionally of one status. */
export async function applicationsForReview(ctx: AppContext, status: FellowshipStatus | undefined) {
  return listApplications(ctx.db, status);
}

/**
 * Approves a pending application (404 missing, 409 decided, 403 the reviewer's own) and grants the
 * fellowship credit for one year. Answers the application and the grant (new balance, expiry).
 */
export async function approveApplication(
  ctx: AppContext,
  actor: Principal,
  id: string,
  reason: string | undefined,
) {
  const row = await pendingApplication(ctx, id);
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
  return { application: row, granted };
}

/** Rejects a pending application with the reason (404 missing, 409 decided); answers the application. */
export async function rejectApplication(ctx: AppContext, actor: Principal, id: string, reason: string) {
  const row = await pendingApplication(ctx, id);
  const now = ctx.now();
  await rejectPending(ctx, actor, {
    decide: (trx) =>
      decideApplication(trx, row.id, { status: 'rejected', by: actor.userId, at: now, reason }),
    action: 'fellowship.reject',
    userId: row.user_id,
    reason,
    decided: alreadyDecided,
  });
  return row;
}
