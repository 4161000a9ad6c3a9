import { PIPELINE_SERVICE_ID } from '@zuban/contract/pipeline';
import type { Kysely } from 'kysely';
import { allColumns, compiledOnce, slotsFor } from '../db/compiled-once';
import type { AsyncJobColumns, Database, JobProgressColumns, JobStatus, JobsTable } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { movesTo } from './job-status';

type Queryable = Kysely<Database>;

/** Opaque, unguessable job ids that sort by creation time (see timeOrderedId for why). */
export function newJobId(): string {
  return timeOrderedId();
}

const jobColumns = allColumns<JobsTable>({
  id: true,
  user_id: true,
  service_id: true,
  channel: true,
  units: true,
  cost_milli: true,
  status: true,
  input_summary: true,
  parameters: true,
  error: true,
  created_at: true,
  finished_at: true,
  duration_ms: true,
  deadline_at: true,
  exclusive_key: true,
  idempotency_key: true,
  request_id: true,
  api_key_id: true,
});

const insertJobRow = compiledOnce<JobsTable, never>((db, slot) =>
  db.insertInto('jobs').values(slotsFor(slot, jobColumns)),
);

// Refused without an error when a queued or running job holds the same exclusive_key (partial unique index).
const insertExclusiveJobRow = compiledOnce<JobsTable, never>((db, slot) =>
  db
    .insertInto('jobs')
    .values(slotsFor(slot, jobColumns))
    .onConflict((oc) => oc.doNothing()),
);

/**
 * The optional queue columns default to null, so writers of plain jobs may leave them out (the
 * PostgreSQL batch charge, billing/charge-statement-repo.ts, needs every column named).
 */
export function withQueueColumns(job: JobsTable): Required<JobsTable> {
  return {
    deadline_at: null,
    exclusive_key: null,
    idempotency_key: null,
    request_id: null,
    api_key_id: null,
    ...job,
  };
}

export async function insertJob(db: Queryable, job: JobsTable): Promise<void> {
  await insertJobRow(db, withQueueColumns(job));
}

/**
 * Inserts a job unless a queued or running job holds its exclusive_key; false when refused. The check is the
 * database's own unique index, so two parallel calls can never both get in.
 */
export async function insertJobIfFree(db: Queryable, job: JobsTable): Promise<boolean> {
  const result = await insertExclusiveJobRow(db, withQueueColumns(job));
  return Number(result.numAffectedRows ?? 0n) === 1;
}

/**
 * Settles a running job, or ends a synchronous one still queued on the engine queue (failed: its
 * deadline passed, the queue failed); false when it was already settled (by the stale-job sweep,
 * say). An asynchronous job still queued is ended only by the user's cancel: its runner decides.
 */
export async function finishJob(
  db: Queryable,
  id: string,
  outcome: {
    status: Exclude<JobStatus, 'running' | 'queued'>;
    finishedAt: number;
    durationMs: number;
    error?: string;
  },
  /**
   * Only a queued job, the user's cancel: an asynchronous job still waiting for a runner, or a
   * synchronous heavy call on the engine queue that no runner has taken yet.
   */
  onlyQueued = false,
): Promise<boolean> {
  const update = db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      finished_at: outcome.finishedAt,
      duration_ms: outcome.durationMs,
      error: outcome.error ?? null,
    })
    .where('id', '=', id);
  const { status } = outcome;
  const result = await (onlyQueued
    ? update.where('status', 'in', movesTo(status, 'queued'))
    : status === 'succeeded'
      ? update.where('status', 'in', movesTo(status, 'running'))
      : update.where((eb) =>
          eb.or([
            eb('status', 'in', movesTo(status, 'running')),
            eb.and([eb('status', 'in', movesTo(status, 'queued')), eb('asynchronous', '=', 0)]),
          ]),
        )
  ).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Synchronous jobs still running, or still queued on the engine queue, whose answer nobody waits
 * for any more: past their deadline by `deadlineBefore` or, without a deadline (older rows), started
 * before `createdBefore`. Their process died or hung.
 */
export async function findStaleRunningJobs(
  db: Queryable,
  cutoffs: { deadlineBefore: number; createdBefore: number },
): Promise<JobsTable[]> {
  return (
    db
      .selectFrom('jobs')
      .selectAll()
      .where('status', 'in', ['queued', 'running'])
      // An asynchronous job is no one's call to wait for: its runner's lease decides (jobs/async).
      .where('asynchronous', '=', 0)
      .where((eb) =>
        eb.or([
          eb('deadline_at', '<', cutoffs.deadlineBefore),
          eb.and([eb('deadline_at', 'is', null), eb('created_at', '<', cutoffs.createdBefore)]),
        ]),
      )
      .limit(1000)
      .execute()
  );
}

export type JobRow = JobsTable & Partial<JobProgressColumns> & Partial<AsyncJobColumns>;

export async function findJob(db: Queryable, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A user's job by the Idempotency-Key it was called with (the newest, should a key be reused). */
export async function findJobByKey(db: Queryable, userId: string, key: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The user's newest browser job of a service still queued or running: the tool screen's call, which
 * it polls before the answer tells it the job id (one such job of OCR, TTS or ASR runs at a time).
 */
export async function findActiveWebJob(
  db: Queryable,
  userId: string,
  serviceId: string,
): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .where('channel', '=', 'web')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'running'),
        eb.and([eb('status', '=', 'queued'), eb('asynchronous', '=', 0)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * One page of a user's jobs, newest first (ties broken by id so pages never overlap); only those
 * made with the named key `keyId` when it is given.
 */
export async function listJobsPage(
  db: Queryable,
  userId: string,
  page: number,
  pageSize: number,
  keyId?: string,
): Promise<{ rows: JobsTable[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .$if(keyId !== undefined, (q) => q.where('api_key_id', '=', String(keyId)))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .$if(keyId !== undefined, (q) => q.where('api_key_id', '=', String(keyId)))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Web (free) calls a user made since `since`: the fair-use counter, shared by every server instance. */
export async function countWebJobsSince(db: Queryable, userId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('channel', '=', 'web')
    .where('created_at', '>', since)
    // A pipeline's steps are counted, not the pipeline itself.
    .where('service_id', '!=', PIPELINE_SERVICE_ID)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
