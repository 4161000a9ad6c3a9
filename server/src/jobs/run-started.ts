import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../context';
import { JobRowMissingError, jobCancelledError, markJobStarted } from './job-start';
import { type ProgressReport, progressWriter } from './progress-writer';
import type { ServiceOutput } from './service-output';

/**
 * Pauses (ms) before the runner looks again for a job row it does not see. The API process commits
 * the row before it enqueues the job, so a row of this deployment is there at the first look; these
 * short re-reads only cover a write not yet visible to this connection. Kept short: a job of another
 * deployment waits here in vain before its worker hands it back.
 */
const ABSENT_ROW_PAUSES_MS = [20, 60, 180];

/**
 * Runs a queued job once its runner took it: skipped (409, nothing charged: the cancel refunded it)
 * when the user cancelled it while it waited; JobRowMissingError when its row is not in this
 * database at all (never read as a cancel); its progress reports written, throttled, to its row.
 * Used by this process's queue and by BullMQ workers alike.
 */
export async function runStarted(
  ctx: Pick<AppContext, 'db' | 'now'>,
  jobId: string,
  run: (progress: ProgressReport) => Promise<ServiceOutput>,
): Promise<ServiceOutput> {
  await takeJob(ctx, jobId);
  const progress = progressWriter(ctx.db, jobId);
  try {
    return await run(progress.report);
  } finally {
    await progress.flush();
  }
}

async function takeJob(ctx: Pick<AppContext, 'db' | 'now'>, jobId: string): Promise<void> {
  for (let look = 0; ; look++) {
    const found = await markJobStarted(ctx.db, jobId, ctx.now());
    if (found === 'started') return;
    if (found === 'settled') throw jobCancelledError();
    const pause = ABSENT_ROW_PAUSES_MS[look];
    if (pause === undefined) throw new JobRowMissingError(jobId);
    await sleep(pause);
  }
}
