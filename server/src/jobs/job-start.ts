import { coded } from '@zuban/contract/message-catalogue';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { isEnded } from '../job-rows/job-status';
import { findJobStatus, startJobRow } from './job-start-repo';

/** The error text a cancelled job's row keeps; job-view.ts reads it back as the phase `cancelled`. */
export const CANCELLED_ERROR = 'Cancelled by the user before it started.';

/**
 * What a runner finds when it takes a queued job: `started` (run it), `settled` (the user cancelled
 * it or it was settled meanwhile: skip it), or `absent` (this database holds no running row by that
 * id yet). Absent is never read as cancelled: a cancel leaves its row behind (failed, refunded).
 */
export type JobStart = 'started' | 'settled' | 'absent';

/**
 * A runner (this process's queue or a BullMQ worker) takes a queued job: queued → running. The
 * write and the cancel's are both conditional on the row still queued, so exactly one wins. A job
 * retried after its worker died is already running: started_at keeps its first value, and it runs.
 */
export async function markJobStarted(db: Db, jobId: string, at: number): Promise<JobStart> {
  if ((await startJobRow(db, jobId, at)) === 1) return 'started';
  // Read only on this rare path. A row that turned visible since the update is absent for this
  // try: the runner's next try starts it.
  const status = await findJobStatus(db, jobId);
  return status !== undefined && isEnded(status) ? 'settled' : 'absent';
}

/**
 * A queued job whose row this runner's database does not hold. A BullMQ worker hands such a job
 * back to the queue (queue/hand-back.ts): it may belong to another deployment whose workers share
 * this Redis under the same QUEUE_PREFIX, and answering it as cancelled failed a paid call that
 * nobody cancelled (issue #34). Anywhere else it is an engine failure, refunded.
 */
export class JobRowMissingError extends Error {
  readonly code = 'job_row_missing';
  constructor(readonly jobId: string) {
    super(`job ${jobId} is not in this database`);
    this.name = 'JobRowMissingError';
  }
}

/** What the caller still waiting on a cancelled job hears (a 4xx passes through as is). */
export function jobCancelledError(): AppError {
  return new AppError(409, 'job_cancelled', coded('general.cancelled'));
}
