import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';

// The statements of the hourly credit expiry (expiry.ts): balances whose last deposit lapsed, their
// conditional write-off, and the purge of old Idempotency-Key answers that runs beside it.

/** A user with a positive balance and the time of their last deposit. */
export interface LapsedBalance {
  id: string;
  balance: number;
  last: number;
}

/** Users with a positive balance whose last deposit is before `cutoff`. */
export async function findLapsedBalances(db: Db, cutoff: number): Promise<LapsedBalance[]> {
  return db
    .selectFrom('users')
    .innerJoin('ledger', (j) => j.onRef('ledger.user_id', '=', 'users.id').on('ledger.kind', '=', 'deposit'))
    .select([
      'users.id as id',
      'users.balance_milli as balance',
      sql<number>`max(ledger.created_at)`.as('last'),
    ])
    .where('users.balance_milli', '>', 0)
    .groupBy(['users.id', 'users.balance_milli'])
    .having(sql<number>`max(ledger.created_at)`, '<', cutoff)
    .execute();
}

/**
 * Sets the balance to `balanceMilli` only if it is still `seenMilli`; false when a call moved it
 * meanwhile (nothing written).
 */
export async function setSeenBalance(
  trx: Trx,
  userId: string,
  seenMilli: number,
  balanceMilli: number,
): Promise<boolean> {
  const row = await trx
    .updateTable('users')
    .set({ balance_milli: balanceMilli })
    .where('id', '=', userId)
    .where('balance_milli', '=', seenMilli)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the Idempotency-Key answers recorded before `before`. */
export async function deleteIdempotencyKeysBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
