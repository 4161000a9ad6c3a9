import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { type GroupCommitter, writeTransaction } from '../db/group-commit';
import type { WindowCounter, WindowHit } from './window-counter';
import { windowStart } from './window-counter';

interface BumpParams {
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

const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limits` table: shared by every instance of the database. The bump joins
 * the group commit of the paid calls (db/group-commit.ts) and is answered at the commit, so on
 * SQLite it neither costs nor waits for an fsync of its own. Rows of past windows are deleted at most once a minute per process.
 */
export function dbWindowCounter(ctx: { db: Db; writes: GroupCommitter; now: () => number }): WindowCounter {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    void ctx.db
      .deleteFrom('rate_limits')
      .where('expires_at', '<', now)
      .execute()
      .catch(() => undefined); // the next sweep tries again
  };
  return {
    async hit(key, windowMs, amount = 1): Promise<WindowHit> {
      const now = ctx.now();
      const start = windowStart(now, windowMs);
      const params = { key, window_start: start, expires_at: start + windowMs, amount };
      // Not waited for on the disk: a count lost in a power cut lets a few calls more through, no
      // money moves, and the next durable batch syncs it anyway.
      const result = await writeTransaction(ctx, (trx) => bump(trx, params), { durable: false });
      sweep(now);
      return { count: Number(result.rows[0]?.hits ?? amount), resetAt: start + windowMs };
    },
    close: async () => undefined,
  };
}
