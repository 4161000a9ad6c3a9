import { type Kysely, sql } from 'kysely';

/**
 * Jobs that run on the engine queue (server/src/jobs/queue): the moment past which nobody waits
 * for the answer (the stale sweep refunds a job still running then), the key that lets only one
 * free browser job of a user run at a time, and the Idempotency-Key the call was made with (freed
 * when the sweep refunds the job, so that a retry runs afresh instead of waiting forever).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('deadline_at', 'bigint').execute();
  await db.schema.alterTable('jobs').addColumn('exclusive_key', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('idempotency_key', 'text').execute();
  // Partial indexes (SQLite and PostgreSQL alike): only running rows are in them, so they stay tiny.
  await db.schema
    .createIndex('jobs_running_exclusive')
    .on('jobs')
    .column('exclusive_key')
    .unique()
    .where(sql<boolean>`status = 'running'`)
    .execute();
  await db.schema
    .createIndex('jobs_running_created')
    .on('jobs')
    .column('created_at')
    .where(sql<boolean>`status = 'running'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_running_created').execute();
  await db.schema.dropIndex('jobs_running_exclusive').execute();
  await db.schema.alterTable('jobs').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('jobs').dropColumn('exclusive_key').execute();
  await db.schema.alterTable('jobs').dropColumn('deadline_at').execute();
}
