import type { AppContext } from '../context';
import { findStaleRunningJobs } from '../jobs/jobs-repo';
import { failAndRefundJob } from './charge';

/** Far longer than any engine deadline (an hour of audio included): a job running this long lost its process. */
export const STALE_JOB_MS = 3 * 3600 * 1000;

/**
 * Refunds jobs left running by a process that crashed or was killed between the debit and the
 * answer: the user got nothing, so the charge goes back (with a refund ledger row).
 */
export async function refundStaleJobs(ctx: AppContext): Promise<{ jobs: number }> {
  const stale = await findStaleRunningJobs(ctx.db, ctx.now() - STALE_JOB_MS);
  let jobs = 0;
  for (const job of stale) {
    if (await failAndRefundJob(ctx, job, 'the server stopped before the engine answered')) jobs += 1;
  }
  return { jobs };
}
