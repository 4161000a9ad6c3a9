import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';
import type { Database } from '../db/schema';

// The low-balance state on the user row (migration 0014). "Low" means balance <= threshold; a
// fall to it is noticed once (low_balance_noticed_at set), and a rise above it re-arms (null).

export interface LowBalanceSetting {
  thresholdMilli: number | null;
  armed: boolean;
}

export async function findLowBalanceSetting(db: Db, userId: string): Promise<LowBalanceSetting | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['low_balance_threshold_milli', 'low_balance_noticed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const threshold = row.low_balance_threshold_milli === null ? null : Number(row.low_balance_threshold_milli);
  return { thresholdMilli: threshold, armed: threshold !== null && row.low_balance_noticed_at === null };
}

/**
 * Sets (or with null removes) the threshold. A balance already at or below the new threshold is
 * taken as noticed: setting a threshold is not a fall, so no mail until the balance has risen above
 * it and falls again (docs/decisions/alert-mails-from-the-database.md).
 */
export async function setLowBalanceThreshold(
  db: Db,
  userId: string,
  thresholdMilli: number | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      low_balance_threshold_milli: thresholdMilli,
      low_balance_noticed_at:
        thresholdMilli === null
          ? null
          : // cast: PostgreSQL types a CASE of bare parameters as text.
            sql<
              number | null
            >`case when balance_milli <= ${thresholdMilli} then cast(${now} as bigint) else null end`,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * The SET expression a credit of `amountMilli` adds to its balance update (billing/ledger.ts
 * creditBalance): it re-arms the mail in the same statement when the balance ends above the
 * threshold, so a fall right after a top-up is always a new crossing. It reads the row as it was
 * before the update (SQL evaluates every SET expression on the old row).
 */
export function rearmedByCredit(amountMilli: number) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb
      .case()
      .when(
        eb.or([
          eb('low_balance_threshold_milli', 'is', null),
          eb(eb('balance_milli', '+', amountMilli), '>', eb.ref('low_balance_threshold_milli')),
        ]),
      )
      .then(sql<number | null>`null`)
      .else(eb.ref('low_balance_noticed_at'))
      .end();
}

export interface LowBalanceCrossing {
  userId: string;
  balanceMilli: number;
  thresholdMilli: number;
}

/**
 * Users (of `userIds`, or all who set a threshold) whose balance is at or below their threshold and
 * whose fall was not yet noticed. A read, so that the common case (nobody crossed) writes nothing.
 */
export async function findUnnoticedLowBalances(db: Db, userIds?: readonly string[]): Promise<string[]> {
  if (userIds?.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select('id')
    .where('low_balance_threshold_milli', 'is not', null)
    .where('low_balance_noticed_at', 'is', null)
    .where('status', '!=', 'deleted')
    .where((eb) => eb('balance_milli', '<=', eb.ref('low_balance_threshold_milli')));
  if (userIds) query = query.where('id', 'in', userIds);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

/**
 * Notices one user's fall: ONE conditional UPDATE, so of any number of transactions (processes,
 * instances) that try at once exactly one gets the row back; the others, re-reading the row after
 * the winner's commit, match nothing. Undefined: not low, already noticed, or no threshold.
 */
export async function noticeLowBalance(
  trx: Trx,
  userId: string,
  now: number,
): Promise<LowBalanceCrossing | undefined> {
  const row = await trx
    .updateTable('users')
    .set({ low_balance_noticed_at: now })
    .where('id', '=', userId)
    .where('low_balance_noticed_at', 'is', null)
    .where('low_balance_threshold_milli', 'is not', null)
    .where((eb) => eb('balance_milli', '<=', eb.ref('low_balance_threshold_milli')))
    .returning(['balance_milli', 'low_balance_threshold_milli'])
    .executeTakeFirst();
  if (!row || row.low_balance_threshold_milli === null) return undefined;
  return {
    userId,
    balanceMilli: Number(row.balance_milli),
    thresholdMilli: Number(row.low_balance_threshold_milli),
  };
}
