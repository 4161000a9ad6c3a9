import type { Db } from '../db/database';
import type { JobStatus } from '../db/schema';
import { movesTo } from '../job-rows/job-status';

// The statements of a runner taking a queued job (job-start.ts says what their answers mean).

/**
 * queued → running (a running job stays running), started_at kept from its first start; the number
 * of rows it moved (1, or 0 when the row is settled or absent).
 */
export async function startJobRow(db: Db, jobId: string, at: number): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'running', started_at: eb.fn.coalesce('started_at', eb.val(at)) }))
    .where('id', '=', jobId)
    .where('status', 'in', movesTo('running', 'queued', 'running'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A job row's status, or undefined when this database holds no row by that id. */
export async function findJobStatus(db: Db, jobId: string): Promise<JobStatus | undefined> {
  const row = await db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst();
  return row?.status;
}
