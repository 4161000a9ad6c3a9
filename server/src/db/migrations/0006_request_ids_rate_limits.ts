import type { Kysely } from 'kysely';

/**
 * jobs.request_id: the X-Request-Id of the call that made the job, to find its log lines.
 * rate_limits: fixed-window hit counters (server/src/ratelimit) shared by every server instance
 * of the database: one row per key and window, bumped by one atomic upsert, swept once expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('request_id', 'text').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_expires').on('rate_limits').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.alterTable('jobs').dropColumn('request_id').execute();
}
