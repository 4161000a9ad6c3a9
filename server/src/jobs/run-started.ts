import type { AppContext } from '../context';
import type { ServiceOutput } from '../language/binding';
import { jobCancelledError, markJobStarted } from './job-start';
import { type ProgressReport, progressWriter } from './progress-writer';

/**
 * Runs a queued job once its runner took it: skipped (409, nothing charged: the cancel refunded it)
 * when the user cancelled it while it waited; its progress reports written, throttled, to its row.
 * Used by this process's queue and by BullMQ workers alike.
 */
export async function runStarted(
  ctx: Pick<AppContext, 'db' | 'now'>,
  jobId: string,
  run: (progress: ProgressReport) => Promise<ServiceOutput>,
): Promise<ServiceOutput> {
  if (!(await markJobStarted(ctx.db, jobId, ctx.now()))) throw jobCancelledError();
  const progress = progressWriter(ctx.db, jobId);
  try {
    return await run(progress.report);
  } finally {
    await progress.flush();
  }
}
