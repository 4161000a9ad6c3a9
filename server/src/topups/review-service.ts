import { coded } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import { holdForSecondApproval } from '../admin/first-approval';
import { refuseOwnAccount, secondApprovalAboveMilli } from '../admin/money-rules';
import { ensurePending, rejectPending } from '../admin/review';
import { depositByStaff } from '../admin/staff-deposit';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import type { RequestStatus } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { decideTopup, findTopupForReview, listTopupsForStaff } from './topups-repo';

// Staff review of top-up requests: an approval deposits the amount and marks the request in one
// transaction (a large one waits for a second staff member); the route mails the user afterwards.

async function pendingRequest(ctx: AppContext, id: string) {
  const row = await findTopupForReview(ctx.db, id);
  return ensurePending(row, { notFound: coded('staff.noSuchTopup'), decided: coded('topup.alreadyDecided') });
}

type TopupForReview = Awaited<ReturnType<typeof pendingRequest>>;

/** Top-up requests for the review list, newest first, optionally of one status. */
export async function topupsForReview(ctx: AppContext, status: RequestStatus | undefined) {
  return listTopupsForStaff(ctx.db, status);
}

/**
 * Approves a pending request (404 missing, 409 decided, 403 the reviewer's own): the amount is
 * deposited and the request marked approved with its ledger row. Above the two-person limit the
 * first approval is only recorded: the answer then carries the message to show (`held`).
 */
export async function approveTopup(
  ctx: AppContext,
  actor: Principal,
  id: string,
  reason: string | undefined,
): Promise<{ held: string } | { request: TopupForReview; balanceMilli: number }> {
  const row = await pendingRequest(ctx, id);
  refuseOwnAccount(actor, row.user_id);
  if (row.amount_milli > secondApprovalAboveMilli(ctx)) {
    const held = await holdForSecondApproval(ctx, actor, {
      action: 'topup.approve',
      targetType: 'topup_request',
      targetId: row.id,
      after: { user: row.user_id, amount: milliToPkr(row.amount_milli) },
    });
    if (held) return { held };
  }
  const balanceMilli = await depositByStaff(ctx, actor, {
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
  return { request: row, balanceMilli };
}

/** Rejects a pending request with the reason (404 missing, 409 decided); answers the request. */
export async function rejectTopup(
  ctx: AppContext,
  actor: Principal,
  id: string,
  reason: string,
): Promise<TopupForReview> {
  const row = await pendingRequest(ctx, id);
  const now = ctx.now();
  await rejectPending(ctx, actor, {
    decide: (trx) =>
      decideTopup(trx, row.id, { status: 'rejected', by: actor.userId, at: now, reason, ledgerId: null }),
    action: 'topup.reject',
    userId: row.user_id,
    reason,
    decided: coded('topup.alreadyDecided'),
  });
  return row;
}
