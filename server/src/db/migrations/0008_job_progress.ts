import type { Kysely } from 'kysely';

/**
 * Progress of a queued engine job (issue #25 item 5), kept on its row so that any server instance
 * can answer the screen that polls it:
 * - started_at: when a runner (this process or a BullMQ worker) took the job. A queued job's row
 *   is 'running' with started_at null; the user may cancel it only then, and the runner starts it
 *   only if it is still null (both writes are conditional, so exactly one of them wins).
 * - progress_done / progress_total / progress_unit: how far the engine got (lines read, seconds of
 *   audio transcribed, sentences synthesised); progress_at: when that was written.
 * The index finds a user's call by the Idempotency-Key the screen sent with it (it polls before the
 * answer, and so before it knows the job id). jobs_created serves the staff usage chart, which
 * groups every user's jobs of the last 30 days by day and service (server/src/usage).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('started_at', 'bigint').execute();
  await db.schema.alterTable('jobs').addColumn('progress_done', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('progress_total', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('progress_unit', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('progress_at', 'bigint').execute();
  await db.schema
    .createIndex('jobs_user_idempotency')
    .on('jobs')
    .columns(['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('jobs_created').on('jobs').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_created').execute();
  await db.schema.dropIndex('jobs_user_idempotency').execute();
  for (const column of ['progress_at', 'progress_unit', 'progress_total', 'progress_done', 'started_at']) {
    await db.schema.alterTable('jobs').dropColumn(column).execute();
  }
}
