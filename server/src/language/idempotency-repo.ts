import type { Db } from '../db/database';
import type { IdempotencyKeysTable } from '../db/schema';

// The statements of Idempotency-Key (idempotency.ts): a key is claimed with an insert, unique per
// user, so two concurrent retries cannot both claim it.

/** Claims the key for this request; false when the user already holds it (nothing written). */
export async function claimIdempotencyKey(
  db: Db,
  claim: { userId: string; key: string; requestHash: string; at: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      request_hash: claim.requestHash,
      status_code: null,
      response_body: null,
      created_at: claim.at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The user's row for the key, or undefined when there is none. */
export async function findIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<IdempotencyKeysTable | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Keeps the answer (its status and JSON body) on the key's row. */
export async function storeAnswer(
  db: Db,
  userId: string,
  key: string,
  answer: { statusCode: number; responseBody: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response_body: answer.responseBody })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Deletes the key's row, whatever its state. */
export async function deleteIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
}
