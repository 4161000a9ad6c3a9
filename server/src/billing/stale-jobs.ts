import type { AppContext } from '../context';
import { findStaleRunningJobs } from '../job-rows/jobs-repo';
import { failAndRefundJob } from './charge';

/** Far longer than any engine deadline (an hour of audio included): a job running this long lost its process. */
export const STALE_JOB_MS = 3 * 3600 * 1000;

/** How long past its deadline a running job is left before the sweep refunds it (STALE_JOB_GRACE_MS). */
export function staleJobGraceMs(ctx: AppContext): number {
  return ctx.config.settings.STALE_JOB_GRACE_MS;
}

/**
 * Refunds jobs left running by a process that crashed or was killed between the debit and the
 * answer: the user got nothing, so the charge goes back (with a refund ledger row), and the call's
 * Idempotency-Key is freed so that a retry runs afresh. A job with a deadline (queued engines) is
 * refunded a grace after it; an older row without one after STALE_JOB_MS. The refund is
 * conditional on the job still running, so any number of server instances may sweep at once.
 */
export async function refundStaleJobs(ctx: AppContext): Promise<{ jobs: number }> {
  const now = ctx.now();
  const stale = await findStaleRunningJobs(ctx.db, {
    deadlineBefore: now - staleJobGraceMs(ctx),
    createdBefore: now - STALE_JOB_MS,
  });
  let jobs = 0;
  for (const job of stale) {
    if (await failAndRefundJob(ctx, job, 'the server stopped before the engine answered')) jobs += 1;
  }
  return { jobs };
}
