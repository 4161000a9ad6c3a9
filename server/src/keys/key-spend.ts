import { sql } from 'kysely';
import type { Trx } from '../db/group-commit';
import { spendMonthOf } from './key-month';

/**
 * Why a key could not pay: over its cap this month, or revoked or expired since the call's
 * credentials were read (the charge checks again, so a revoke wins over calls already in flight).
 */
export type KeyRefusal =
  | { reason: 'cap'; capMilli: number; spentMilli: number }
  | { reason: 'revoked' }
  | { reason: 'expired' };

export type KeySpendResult =
  | { ok: true; spendBeforeMilli: number; spendAfterMilli: number; capMilli: number | null }
  | { ok: false; refusal: KeyRefusal };

/** The key's spend in `month`: what spend_milli holds when it counts that month, else 0. */
const spentIn = (month: string) =>
  sql<number>`(case when spend_month = ${month} then spend_milli else 0 end)`;

/**
 * Adds `costMilli` to the key's spend this month, only if the key is live and the spend stays
 * within its cap: ONE conditional UPDATE, inside the transaction that debits the balance. The row
 * lock it takes makes parallel calls of one key wait for each other and each re-reads the spend
 * the previous one left (PostgreSQL re-checks the WHERE on the newest row; SQLite writes one at a
 * time), so their sum can never pass the cap.
 */
export async function chargeKeySpend(
  trx: Trx,
  charge: { keyId: string; userId: string; costMilli: number; at: number },
): Promise<KeySpendResult> {
  const month = spendMonthOf(charge.at);
  const row = await trx
    .updateTable('api_keys')
    .set({
      spend_milli: sql<number>`${spentIn(month)} + ${charge.costMilli}`,
      spend_month: month,
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
    .returning(['spend_milli', 'cap_milli'])
    .executeTakeFirst();
  if (row) {
    const after = Number(row.spend_milli);
    const cap = row.cap_milli === null ? null : Number(row.cap_milli);
    return { ok: true, spendBeforeMilli: after - charge.costMilli, spendAfterMilli: after, capMilli: cap };
  }
  return { ok: false, refusal: await refusalOf(trx, charge.keyId, month, charge.at) };
}

async function refusalOf(trx: Trx, keyId: string, month: string, at: number): Promise<KeyRefusal> {
  const key = await trx
    .selectFrom('api_keys')
    .select(['revoked_at', 'expires_at', 'cap_milli', spentIn(month).as('spent')])
    .where('id', '=', keyId)
    .executeTakeFirst();
  if (!key || key.revoked_at !== null) return { reason: 'revoked' };
  if (key.expires_at !== null && key.expires_at <= at) return { reason: 'expired' };
  return { reason: 'cap', capMilli: Number(key.cap_milli ?? 0), spentMilli: Number(key.spent) };
}

/**
 * Gives a refunded charge back to the key's spend, in the refund's transaction. Only the month the
 * job was charged in counts: a refund after the month turned leaves the new month's spend alone.
 */
export async function refundKeySpend(
  trx: Trx,
  refund: { keyId: string; costMilli: number; chargedAt: number },
): Promise<void> {
  await trx
    .updateTable('api_keys')
    .set({ spend_milli: sql<number>`spend_milli - ${refund.costMilli}` })
    .where('id', '=', refund.keyId)
    .where('spend_month', '=', spendMonthOf(refund.chargedAt))
    .execute();
}
