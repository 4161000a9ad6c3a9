import type { BalanceRequestView } from '@zuban/contract/admin';
import { coded } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { AppError, notFound } from '../http/app-error';
import { lockUserRow } from '../users/users-repo';
import { recordAudit } from './audit-repo';
import {
  findBalanceRequest,
  holdBalanceAddition,
  isDecided,
  listPendingBalanceRequests,
  requestTarget,
} from './balance-approvals';
import { loadTargetUser } from './load-target';
import { refuseOwnAccount, secondApprovalAboveMilli, secondApproverRequired } from './money-rules';
import { depositByStaff } from './staff-deposit';

// Staff adding to a user's balance ("Add Balance"): at or below the two-person limit the deposit
// is made at once; above it the addition is held (balance-approvals.ts) until a second staff
// member approves or rejects it.

const alreadyDecided = () => new AppError(409, 'already_decided', coded('staff.balanceAdditionDecided'));

/**
 * Adds to a user's balance (404 no such user, 403 the staff member's own): answers the balance after,
 * or, above the two-person limit, the id of the held addition and the limit.
 */
export async function addBalance(
  ctx: AppContext,
  actor: Principal,
  r: { userId: string; amountMilli: number; note: string | null },
): Promise<{ balanceMilli: number } | { approvalId: string; limitMilli: number }> {
  const user = await loadTargetUser(ctx, r.userId);
  refuseOwnAccount(actor, user.id);
  const limitMilli = secondApprovalAboveMilli(ctx);
  if (r.amountMilli > limitMilli) {
    const approvalId = await holdBalanceAddition(ctx, actor, { ...r, userId: user.id });
    return { approvalId, limitMilli };
  }
  const balanceMilli = await depositByStaff(ctx, actor, {
    userId: user.id,
    amountMilli: r.amountMilli,
    note: r.note,
    noUser: () => new AppError(409, 'balance_not_updated', coded('admin.balanceNotUpdated')),
    audit: ({ balanceAfterMilli: after, ledgerId }) => ({
      action: 'balance.add',
      targetType: 'user',
      targetId: user.id,
      before: { balance: milliToPkr(after - r.amountMilli) },
      after: { balance: milliToPkr(after), added: milliToPkr(r.amountMilli), note: r.note, ledgerId },
    }),
  });
  return { balanceMilli };
}

/** Held additions nobody has decided yet, oldest first. */
export async function pendingBalanceAdditions(ctx: AppContext): Promise<BalanceRequestView[]> {
  return listPendingBalanceRequests(ctx.db);
}

async function pending(ctx: AppContext, id: string) {
  const found = await findBalanceRequest(ctx.db, id);
  if (!found) throw notFound(coded('staff.noSuchBalanceAddition'), 'not_found');
  return found;
}

/**
 * The second staff member approves a held addition (404 missing, 409 decided, 403 the approver's own
 * account or their own request): the deposit is made; answers the balance after.
 */
export async function approveBalanceAddition(ctx: AppContext, actor: Principal, id: string): Promise<number> {
  const held = await pending(ctx, id);
  refuseOwnAccount(actor, held.userId);
  if (held.requestedBy === actor.userId) throw secondApproverRequired();
  return depositByStaff(ctx, actor, {
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
}

/** Rejects a held addition with the reason (404 missing, 409 decided); nothing is deposited. */
export async function rejectBalanceAddition(
  ctx: AppContext,
  actor: Principal,
  id: string,
  reason: string,
): Promise<void> {
  const held = await pending(ctx, id);
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
}
