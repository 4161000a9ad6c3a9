import type { AppContext } from '../context';
import type { Trx } from '../db/group-commit';
import {
  findDueGrants,
  findLiveGrants,
  insertFellowshipGrant,
  netCallSpendSince,
  readBalance,
  settleGrant,
  takeFromSeenBalance,
} from './grants-repo';
import { appendLedger, creditBalance } from './ledger-repo';

/** One calendar year after `at` (UTC): when a fellowship grant's unused credit is taken back. */
export function oneYearAfter(at: number): number {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.getTime();
}

/** Credits a grant inside the caller's transaction: a 'grant' ledger row and its expiry schedule. */
export async function grantCredit(
  trx: Trx,
  g: { userId: string; amountMilli: number; sourceId: string; by: string; at: number },
): Promise<{ balanceMilli: number; expiresAt: number }> {
  const balanceMilli = await creditBalance(trx, g.userId, g.amountMilli);
  if (balanceMilli === undefined) throw new Error(`grant to unknown user ${g.userId}`);
  const expiresAt = oneYearAfter(g.at);
  await appendLedger(trx, {
    userId: g.userId,
    kind: 'grant',
    amountMilli: g.amountMilli,
    balanceAfterMilli: balanceMilli,
    by: g.by,
    note: `fellowship ${g.sourceId}: valid until ${new Date(expiresAt).toISOString().slice(0, 10)}`,
    at: g.at,
  });
  await insertFellowshipGrant(trx, {
    userId: g.userId,
    sourceId: g.sourceId,
    amountMilli: g.amountMilli,
    grantedAt: g.at,
    expiresAt,
  });
  return { balanceMilli, expiresAt };
}

/**
 * What is left of a grant: calls made since it was granted spend it first (so a fellow's own
 * deposits are the last to go), and it can never exceed the balance.
 */
export async function unusedGrantMilli(
  db: Trx | AppContext['db'],
  grant: { user_id: string; amount_milli: number; granted_at: number },
  balanceMilli: number,
): Promise<number> {
  const spent = await netCallSpendSince(db, grant.user_id, grant.granted_at);
  return Math.max(0, Math.min(balanceMilli, grant.amount_milli - Math.max(0, spent)));
}

/** Sum of the unused parts of a user's live grants: the deposit-based expiry leaves this alone. */
export async function liveGrantMilli(
  db: Trx | AppContext['db'],
  userId: string,
  balanceMilli: number,
  now: number,
): Promise<number> {
  const grants = await findLiveGrants(db, userId, now);
  let total = 0;
  for (const g of grants) total += await unusedGrantMilli(db, g, balanceMilli - total);
  return total;
}

/**
 * Takes back the unused part of every grant past its expiry (spec: remaining fellowship credit is
 * taken back after one year), with a 'grant_expiry' ledger row; conditional on the balance seen.
 */
export async function expireGrants(ctx: AppContext): Promise<{ grants: number; totalMilli: number }> {
  const now = ctx.now();
  const due = await findDueGrants(ctx.db, now);
  let grants = 0;
  let totalMilli = 0;
  for (const g of due) {
    const taken = await ctx.db.transaction().execute(async (trx) => {
      const balanceMilli = await readBalance(trx, g.user_id);
      const unused = await unusedGrantMilli(trx, g, balanceMilli);
      if (unused > 0) {
        const after = await takeFromSeenBalance(trx, g.user_id, unused, balanceMilli);
        if (after === undefined) return -1; // a call moved the balance meanwhile: try again next run
        await appendLedger(trx, {
          userId: g.user_id,
          kind: 'grant_expiry',
          amountMilli: -unused,
          balanceAfterMilli: after,
          by: 'system',
          note: `fellowship ${g.source_id}: unused credit taken back after one year`,
          at: now,
        });
      }
      await settleGrant(trx, g.id, now);
      return unused;
    });
    if (taken >= 0) {
      grants += 1;
      totalMilli += taken;
    }
  }
  return { grants, totalMilli };
}
