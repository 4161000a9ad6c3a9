import type { Db } from '../db/database';
import { type GroupCommitter, writeTransaction } from '../db/group-commit';
import { bumpWindow, deleteExpiredWindows } from './rate-limits-repo';
import type { WindowCounter, WindowHit } from './window-counter';
import { windowStart } from './window-counter';

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
    void deleteExpiredWindows(ctx.db, now).catch(() => undefined); // the next sweep tries again
  };
  return {
    async hit(key, windowMs, amount = 1): Promise<WindowHit> {
      const now = ctx.now();
      const start = windowStart(now, windowMs);
      const params = { key, window_start: start, expires_at: start + windowMs, amount };
      // Not waited for on the disk: a count lost in a power cut lets a few calls more through, no
      // money moves, and the next durable batch syncs it anyway.
      const hits = await writeTransaction(ctx, (trx) => bumpWindow(trx, params), { durable: false });
      sweep(now);
      return { count: Number(hits ?? amount), resetAt: start + windowMs };
    },
    close: async () => undefined,
  };
}
