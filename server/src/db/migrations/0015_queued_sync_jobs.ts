import { type Kysely, sql } from 'kysely';

/**
 * A synchronous heavy call waiting on the engine queue is written `queued`, not `running` with
 * started_at null; the runner that takes it moves it to running (jobs/job-start.ts), so a job's
 * status alone says whether it waits (docs/decisions/job-status-transitions.md):
 * - rows in flight now (running, no runner yet, a queue deadline, not asynchronous) turn queued;
 * - jobs_running_exclusive, which lets one free browser job of a user in at a time, covers queued
 *   and running rows, or a second call could slip in while the first waits;
 * - jobs_running_created, which the stale sweep reads, covers both too: it refunds a waiting call
 *   whose process died as it refunds a running one.
 * Asynchronous rows have no exclusive_key, so widening the unique index refuses nothing new.
 */
const waiting = sql<boolean>`status in ('queued', 'running')`;
const running = sql<boolean>`status = 'running'`;

async function indexes(db: Kysely<unknown>, where: typeof waiting): Promise<void> {
  await db.schema.dropIndex('jobs_running_exclusive').execute();
  await db.schema.dropIndex('jobs_running_created').execute();
  await db.schema
    .createIndex('jobs_running_exclusive')
    .on('jobs')
    .column('exclusive_key')
    .unique()
    .where(where)
    .execute();
  await db.schema.createIndex('jobs_running_created').on('jobs').column('created_at').where(where).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update jobs set status = 'queued'
    where status = 'running' and asynchronous = 0 and started_at is null and deadline_at is not null`.execute(
    db,
  );
  await indexes(db, waiting);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update jobs set status = 'running' where status = 'queued' and asynchronous = 0`.execute(db);
  await indexes(db, running);
}
