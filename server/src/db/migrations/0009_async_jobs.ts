import { type Kysely, sql } from 'kysely';

/**
 * Asynchronous jobs and signed webhooks (issue #31):
 * - jobs.asynchronous: 1 for a call submitted with `Prefer: respond-async`. Such a job waits as
 *   status 'queued' until a runner of any server instance claims it (status 'running' with a
 *   lease_until it renews); a runner that dies lets its lease lapse and another claims the job
 *   again (run_attempts counts the claims). callback_url is where its webhook goes.
 * - job_payloads: the input an asynchronous job runs on and the answer it produced (the same body
 *   the synchronous call answers, or the error), kept for the retention period, then purged
 *   (purged_at) while the job row, its cost and the ledger stay.
 * - users.webhook_url / webhook_secret (AES-GCM under SESSION_SECRET, shown once) / keep_inputs.
 * - webhook_deliveries and webhook_attempts: one delivery per finished job with a callback, retried
 *   with backoff; every attempt is kept for the owner's job view.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('asynchronous', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('jobs').addColumn('callback_url', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('lease_until', 'bigint').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('run_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // A cancelled job was a failed one with a known error text; now it is a state of its own.
  await sql`update jobs set status = 'cancelled' where status = 'failed' and error = 'Cancelled by the user before it started.'`.execute(
    db,
  );
  // Only unfinished asynchronous jobs are in it: the runners' claim query stays cheap.
  await db.schema
    .createIndex('jobs_async_open')
    .on('jobs')
    .column('created_at')
    .where(sql<boolean>`asynchronous = 1 and status in ('queued', 'running')`)
    .execute();

  await db.schema
    .createTable('job_payloads')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('input', 'text')
    .addColumn('output', 'text')
    .addColumn('output_status', 'integer')
    .addColumn('media', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('purged_at', 'bigint')
    .execute();
  await db.schema.createIndex('job_payloads_finished').on('job_payloads').column('finished_at').execute();

  await db.schema.alterTable('users').addColumn('webhook_url', 'text').execute();
  await db.schema.alterTable('users').addColumn('webhook_secret', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('keep_inputs', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('webhook_deliveries_job').on('webhook_deliveries').column('job_id').execute();
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .column('next_attempt_at')
    .where(sql<boolean>`status = 'pending'`)
    .execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .column('delivery_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  for (const column of ['keep_inputs', 'webhook_secret', 'webhook_url']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('job_payloads').execute();
  await db.schema.dropIndex('jobs_async_open').execute();
  for (const column of ['run_attempts', 'lease_until', 'callback_url', 'asynchronous']) {
    await db.schema.alterTable('jobs').dropColumn(column).execute();
  }
}
