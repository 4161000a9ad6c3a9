import type { ProgressUnit } from '@zuban/contract/jobs';
import type { Db } from '../db/database';

// The statement of progress-writer.ts: a job's progress columns.

/** Writes a running job's progress; a job no longer running is left as it is. */
export async function writeJobProgress(
  db: Db,
  jobId: string,
  progress: { done: number; total: number | null; unit: ProgressUnit; at: number },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      progress_done: progress.done,
      progress_total: progress.total,
      progress_unit: progress.unit,
      progress_at: progress.at,
    })
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .execute();
}
