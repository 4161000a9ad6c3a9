import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';
import type { CreditGrantsTable } from '../db/schema';

// The statements of fellowship grants: their credit_grants rows, what a user spent since one, and
// the conditional take-back of its unused part. grants.ts says what they mean for the money.

/** A grant's row with its expiry schedule, inside the transaction that credits it. */
export async function insertFellowshipGrant(
  trx: Trx,
  g: { userId: string; sourceId: string; amountMilli: number; grantedAt: number; expiresAt: number },
): Promise<void> {
  await trx
    .insertInto('credit_grants')
    .values({
      id: randomUUID(),
      user_id: g.userId,
      source: 'fellowship',
      source_id: g.sourceId,
      amount_milli: g.amountMilli,
      granted_at: g.grantedAt,
      expires_at: g.expiresAt,
      settled_at: null,
    })
    .execute();
}

/** What the user's calls spent since `since`, net of refunds (negative when refunds outweigh). */
export async function netCallSpendSince(db: Trx | Db, userId: string, since: number): Promise<number> {
  const spent = await db
    .selectFrom('ledger')
    .select(sql<number>`coalesce(-sum(amount_milli), 0)`.as('net'))
    .where('user_id', '=', userId)
    .where('kind', 'in', ['charge', 'refund'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(spent.net);
}

/** A user's grants not yet settled whose year has not run out by `now`. */
export async function findLiveGrants(
  db: Trx | Db,
  userId: string,
  now: number,
): Promise<CreditGrantsTable[]> {
  return db
    .selectFrom('credit_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('settled_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** Every grant not yet settled whose year has run out by `now`. */
export async function findDueGrants(db: Db, now: number): Promise<CreditGrantsTable[]> {
  return db
    .selectFrom('credit_grants')
    .selectAll()
    .where('settled_at', 'is', null)
    .where('expires_at', '<=', now)
    .execute();
}

/** The user's balance as the take-back sees it (the user must exist: a grant's user always does). */
export async function readBalance(trx: Trx, userId: string): Promise<number> {
  const user = await trx
    .selectFrom('users')
    .select('balance_milli')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.balance_milli;
}

/**
 * Takes `amountMilli` off the balance only if it is still `seenMilli`; the balance after, or
 * undefined when a call moved it meanwhile (nothing written).
 */
export async function takeFromSeenBalance(
  trx: Trx,
  userId: string,
  amountMilli: number,
  seenMilli: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ balance_milli: eb('balance_milli', '-', amountMilli) }))
    .where('id', '=', userId)
    .where('balance_milli', '=', seenMilli)
    .returning('balance_milli')
    .executeTakeFirst();
  return row?.balance_milli;
}

/** Marks a grant settled: its unused part was taken back, or nothing was left. */
export async function settleGrant(trx: Trx, id: string, at: number): Promise<void> {
  await trx.updateTable('credit_grants').set({ settled_at: at }).where('id', '=', id).execute();
}
