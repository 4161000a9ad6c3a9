import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';

// The statements of the database's rate-limit counters (db-window-counter.ts): one row per key
// and window in `rate_limits`.

export interface BumpParams {
  key: string;
  window_start: number;
  expires_at: number;
  amount: number;
}

// One statement on SQLite and PostgreSQL alike: insert the window's row or add one to it, and read
// the count back. Compiled once: it runs on every paid API call.
const bump = compiledOnce<BumpParams, { hits: number }>((db, slot) =>
  db
    .insertInto('rate_limits')
    .values({
      key: slot('key'),
      window_start: slot('window_start'),
      hits: slot('amount'),
      expires_at: slot('expires_at'),
    })
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb(eb.ref('rate_limits.hits'), '+', eb.ref('excluded.hits')) })),
    )
    .returning('hits'),
);

/** Adds `amount` to the window's count (its row made if new); the count after, as the database answers it. */
export async function bumpWindow(trx: Trx, params: BumpParams): Promise<number | undefined> {
  const result = await bump(trx, params);
  return result.rows[0]?.hits;
}

/** Deletes the rows of windows that ended before `now`. */
export async function deleteExpiredWindows(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
}
