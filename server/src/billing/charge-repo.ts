import type { Trx } from '../db/group-commit';

// The statement a refund runs beside the money (charge.ts): the money's own are in ledger-repo.ts.

/**
 * Frees a call's Idempotency-Key that is still waiting for its answer (no status yet), so that a
 * retry of a refunded call runs afresh; a key already answered is left alone.
 */
export async function freeWaitingIdempotencyKey(trx: Trx, userId: string, key: string): Promise<void> {
  await trx
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .execute();
}
