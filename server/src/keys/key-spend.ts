import type { Trx } from '../db/group-commit';
import { spendMonthOf } from './key-month';
import { addKeySpendWithinCap, findKeySpendState, subtractKeySpend } from './key-spend-repo';

/**
 * Why a key could not pay: over its cap this month, or revoked or expired since the call's
 * credentials were read (the charge checks again, so a revoke wins over calls already in flight).
 */
export type KeyRefusal =
  | { reason: 'cap'; capMilli: number; spentMilli: number }
  | { reason: 'revoked' }
  | { reason: 'expired' };

export type KeySpendResult =
  | {
      ok: true;
      spendBeforeMilli: number;
      spendAfterMilli: number;
      capMilli: number | null;
      /** The month the charge was counted in (undoKeySpend gives it back there). */
      month: string;
    }
  | { ok: false; refusal: KeyRefusal };

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
  const row = await addKeySpendWithinCap(trx, charge, month);
  if (row) {
    const after = Number(row.spend_milli);
    const cap = row.cap_milli === null ? null : Number(row.cap_milli);
    return {
      ok: true,
      spendBeforeMilli: after - charge.costMilli,
      spendAfterMilli: after,
      capMilli: cap,
      month: row.spend_month ?? month,
    };
  }
  return { ok: false, refusal: await refusalOf(trx, charge.keyId, month, charge.at) };
}

async function refusalOf(trx: Trx, keyId: string, month: string, at: number): Promise<KeyRefusal> {
  const key = await findKeySpendState(trx, keyId, month);
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
  await undoKeySpend(trx, {
    keyId: refund.keyId,
    costMilli: refund.costMilli,
    month: spendMonthOf(refund.chargedAt),
  });
}

/** Takes back a charge chargeKeySpend counted in `month` (its answer's), in the same transaction. */
export async function undoKeySpend(
  trx: Trx,
  undo: { keyId: string; costMilli: number; month: string },
): Promise<void> {
  await subtractKeySpend(trx, undo);
}
