import type { Db } from '../../db/database';
import type { JobPayloadsTable, JobStatus } from '../../db/schema';
import { movesTo } from '../../job-rows/job-status';
import type { JobRow } from '../../job-rows/jobs-repo';

/** An asynchronous job's row: a job row, its own columns (migration 0009) read with it. */
export type AsyncJobRow = JobRow;

/** Marks a just-inserted job asynchronous, queued, with its callback (the submission's transaction). */
export async function markAsynchronous(db: Db, jobId: string, callbackUrl: string | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ asynchronous: 1, callback_url: callbackUrl, status: 'queued' })
    .where('id', '=', jobId)
    .execute();
}

export async function insertPayload(db: Db, row: Pick<JobPayloadsTable, 'job_id' | 'input' | 'created_at'>) {
  await db
    .insertInto('job_payloads')
    .values({ ...row, output: null, output_status: null, media: null, finished_at: null, purged_at: null })
    .execute();
}

export async function findPayload(db: Db, jobId: string): Promise<JobPayloadsTable | undefined> {
  return db.selectFrom('job_payloads').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

/** The answer of a finished job; its input goes at once when the user keeps no inputs. */
export async function writeOutput(
  db: Db,
  jobId: string,
  out: { body: unknown; status: number; media: string | null; finishedAt: number; dropInput: boolean },
): Promise<void> {
  await db
    .updateTable('job_payloads')
    .set({
      output: JSON.stringify(out.body),
      output_status: out.status,
      media: out.media,
      finished_at: out.finishedAt,
      ...(out.dropInput ? { input: null } : {}),
    })
    .where('job_id', '=', jobId)
    .execute();
}

/** Unfinished asynchronous jobs of a user: the pending cap. */
export async function countOpenAsyncJobs(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('asynchronous', '=', 1)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Jobs a runner may take: queued, or running under a lease that lapsed (its runner died). */
export async function findClaimable(db: Db, now: number, limit: number): Promise<AsyncJobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('asynchronous', '=', 1)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Takes a job for this runner: conditional on the row being as it was read (status and claim
 * count), so of several instances claiming at once exactly one wins.
 */
export async function claimJob(db: Db, job: AsyncJobRow, now: number, leaseMs: number): Promise<boolean> {
  const attempts = job.run_attempts ?? 0;
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_until: now + leaseMs,
      run_attempts: attempts + 1,
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
    }))
    .where('id', '=', job.id)
    .where('status', 'in', movesTo('running', job.status as JobStatus))
    .where('run_attempts', '=', attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps this runner's claim alive; false when the job is no longer running (settled elsewhere). */
export async function renewLease(db: Db, jobId: string, until: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: until })
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes inputs and outputs of jobs finished before `before`; the job rows stay. */
export async function purgePayloads(db: Db, before: number, now: number): Promise<number> {
  const result = await db
    .updateTable('job_payloads')
    .set({ input: null, output: null, purged_at: now })
    .where('finished_at', '<', before)
    .where('purged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
