import type { AppContext } from '../context';
import { deleteIdempotencyKeysBefore, findLapsedBalances, setSeenBalance } from './expiry-repo';
import { expireGrants, liveGrantMilli } from './grants';
import { appendLedger } from './ledger-repo';
import { refundStaleJobs } from './stale-jobs';

/** The moment one calendar year before `now` (UTC): deposits older than this have lapsed. */
export function oneYearBefore(now: number): number {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.getTime();
}

/**
 * Writes off the balance of every user whose last deposit is more than a year old (spec portal §9:
 * "The balance must be used within 1 year of the last deposit"), each with an expiry ledger row.
 * The zeroing is conditional on the balance seen, so a call charged meanwhile (or a second server
 * running the same job) makes this user's write-off wait for the next run instead of going wrong.
 */
export async function expireStaleCredit(ctx: AppContext): Promise<{ users: number; totalMilli: number }> {
  const now = ctx.now();
  const cutoff = oneYearBefore(now);
  const stale = await findLapsedBalances(ctx.db, cutoff);
  let users = 0;
  let totalMilli = 0;
  for (const s of stale) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      // Fellowship credit runs on its own one-year schedule (grants.ts): leave it alone.
      const writeOff = s.balance - (await liveGrantMilli(trx, s.id, s.balance, now));
      if (writeOff <= 0) return 0;
      if (!(await setSeenBalance(trx, s.id, s.balance, s.balance - writeOff))) return 0;
      await appendLedger(trx, {
        userId: s.id,
        kind: 'expiry',
        amountMilli: -writeOff,
        balanceAfterMilli: s.balance - writeOff,
        by: 'system',
        note: `credit expired: last deposit ${new Date(Number(s.last)).toISOString().slice(0, 10)}`,
        at: now,
      });
      return writeOff;
    });
    if (done > 0) {
      users += 1;
      totalMilli += done;
    }
  }
  // Idempotency keys only need to outlive a client's retries.
  await deleteIdempotencyKeysBefore(ctx.db, now - 24 * 3600 * 1000);
  return { users, totalMilli };
}

/**
 * Runs the expiry shortly after start and then hourly, the stale-job sweep every
 * STALE_SWEEP_INTERVAL_MS (a minute); returns a stop function.
 */
export function startCreditExpiry(ctx: AppContext, onError: (e: unknown) => void): () => void {
  const run = () => {
    void expireStaleCredit(ctx).catch(onError);
    void expireGrants(ctx).catch(onError);
  };
  // A job whose API process died is refunded about one interval after its deadline (plus the grace).
  const sweep = () => void refundStaleJobs(ctx).catch(onError);
  const interval = ctx.config.settings.STALE_SWEEP_INTERVAL_MS;
  const first = setTimeout(
    () => {
      run();
      sweep();
    },
    Math.min(30_000, interval),
  );
  const every = setInterval(run, 3600_000);
  const everyMinute = setInterval(sweep, interval);
  for (const timer of [first, every, everyMinute]) timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
    clearInterval(everyMinute);
  };
}
