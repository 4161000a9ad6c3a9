import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { appendLedger, creditBalance, type Trx } from './ledger';

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
  await trx
    .insertInto('credit_grants')
    .values({
      id: randomUUID(),
      user_id: g.userId,
      source: 'fellowship',
      source_id: g.sourceId,
      amount_milli: g.amountMilli,
      granted_at: g.at,
      expires_at: expiresAt,
      settled_at: null,
    })
    .execute();
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
  const spent = await db
    .selectFrom('ledger')
    .select(sql<number>`coalesce(-sum(amount_milli), 0)`.as('net'))
    .where('user_id', '=', grant.user_id)
    .where('kind', 'in', ['charge', 'refund'])
    .where('created_at', '>=', grant.granted_at)
    .executeTakeFirstOrThrow();
  return Math.max(0, Math.min(balanceMilli, grant.amount_milli - Math.max(0, Number(spent.net))));
}

/** Sum of the unused parts of a user's live grants: the deposit-based expiry leaves this alone. */
export async function liveGrantMilli(
  db: Trx | AppContext['db'],
  userId: string,
  balanceMilli: number,
  now: number,
): Promise<number> {
  const grants = await db
    .selectFrom('credit_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('settled_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
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
  const due = await ctx.db
    .selectFrom('credit_grants')
    .selectAll()
    .where('settled_at', 'is', null)
    .where('expires_at', '<=', now)
    .execute();
  let grants = 0;
  let totalMilli = 0;
  for (const g of due) {
    const taken = await ctx.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('balance_milli')
        .where('id', '=', g.user_id)
        .executeTakeFirstOrThrow();
      const unused = await unusedGrantMilli(trx, g, user.balance_milli);
      if (unused > 0) {
        const row = await trx
          .updateTable('users')
          .set((eb) => ({ balance_milli: eb('balance_milli', '-', unused) }))
          .where('id', '=', g.user_id)
          .where('balance_milli', '=', user.balance_milli)
          .returning('balance_milli')
          .executeTakeFirst();
        if (!row) return -1; // a call moved the balance meanwhile: try again next run
        await appendLedger(trx, {
          userId: g.user_id,
          kind: 'grant_expiry',
          amountMilli: -unused,
          balanceAfterMilli: row.balance_milli,
          by: 'system',
          note: `fellowship ${g.source_id}: unused credit taken back after one year`,
          at: now,
        });
      }
      await trx.updateTable('credit_grants').set({ settled_at: now }).where('id', '=', g.id).execute();
      return unused;
    });
    if (taken >= 0) {
      grants += 1;
      totalMilli += taken;
    }
  }
  return { grants, totalMilli };
}
