import { sql } from 'kysely';
import type { Trx } from '../db/group-commit';

// The statements of a named key's monthly spend on its api_keys row (migration 0012); key-spend.ts
// says what they mean for a charge. Each runs inside the transaction that moves the balance.

/** The spend columns a charge leaves on the key's row. */
export interface KeySpendRow {
  spend_milli: number;
  cap_milli: number | null;
  spend_month: string | null;
}

/** What decides whether a key can pay: revoked, expiry, cap, and its spend in the month asked. */
export interface KeySpendState {
  revoked_at: number | null;
  expires_at: number | null;
  cap_milli: number | null;
  spent: number;
}

/**
 * The key's spend that a charge in `month` adds to: spend_milli when it counts that month, else 0.
 * A charge dated in a month before the one counted (a call that began just before midnight on the
 * month's last day, charged after a call of the new month) adds to the newer month rather than
 * wiping it: 'YYYY-MM' sorts as text.
 */
const spentIn = (month: string) =>
  sql<number>`(case when spend_month >= ${month} then spend_milli else 0 end)`;

/**
 * Adds `costMilli` to the key's spend in `month`, only if the key is live and the spend stays
 * within its cap: ONE conditional UPDATE. The row lock it takes makes parallel calls of one key wait
 * for each other and each re-reads the spend the previous one left (PostgreSQL re-checks the WHERE
 * on the newest row; SQLite writes one at a time), so their sum can never pass the cap. Undefined
 * when the key could not pay (findKeySpendState says why).
 */
export async function addKeySpendWithinCap(
  trx: Trx,
  charge: { keyId: string; userId: string; costMilli: number; at: number },
  month: string,
): Promise<KeySpendRow | undefined> {
  return trx
    .updateTable('api_keys')
    .set({
      spend_milli: sql<number>`${spentIn(month)} + ${charge.costMilli}`,
      spend_month: sql<string>`(case when spend_month > ${month} then spend_month else ${month} end)`,
    })
    .where('id', '=', charge.keyId)
    .where('user_id', '=', charge.userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', charge.at)]))
    .where((eb) =>
      eb.or([
        eb('cap_milli', 'is', null),
        eb(sql`${spentIn(month)} + ${charge.costMilli}`, '<=', eb.ref('cap_milli')),
      ]),
    )
    .returning(['spend_milli', 'cap_milli', 'spend_month'])
    .executeTakeFirst();
}

/** The key's state as a refused charge explains it (KeySpendState), its spend counted in `month`. */
export async function findKeySpendState(
  trx: Trx,
  keyId: string,
  month: string,
): Promise<KeySpendState | undefined> {
  return trx
    .selectFrom('api_keys')
    .select(['revoked_at', 'expires_at', 'cap_milli', spentIn(month).as('spent')])
    .where('id', '=', keyId)
    .executeTakeFirst();
}

/** Takes `costMilli` off the key's spend, only if that spend still counts `month`. */
export async function subtractKeySpend(
  trx: Trx,
  undo: { keyId: string; costMilli: number; month: string },
): Promise<void> {
  await trx
    .updateTable('api_keys')
    .set({ spend_milli: sql<number>`spend_milli - ${undo.costMilli}` })
    .where('id', '=', undo.keyId)
    .where('spend_month', '=', undo.month)
    .execute();
}
