import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/app-error';

/** The error text a cancelled job's row keeps; job-view.ts reads it back as the phase `cancelled`. */
export const CANCELLED_ERROR = 'Cancelled by the user before it started.';

/**
 * A runner (this process's queue or a BullMQ worker) takes a queued job: true when it may run it.
 * False when the job is no longer running (the user cancelled it, or it was settled): the runner
 * skips it. The write and the cancel's are both conditional on the row, so exactly one wins.
 * started_at keeps its first value, so a job retried after its worker died still runs.
 */
export async function markJobStarted(db: Kysely<Database>, jobId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ started_at: eb.fn.coalesce('started_at', eb.val(at)) }))
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the caller still waiting on a cancelled job hears (a 4xx passes through as is). */
export function jobCancelledError(): AppError {
  return new AppError(
    409,
    'job_cancelled',
    'This request was cancelled before it started. You were not charged.',
  );
}
