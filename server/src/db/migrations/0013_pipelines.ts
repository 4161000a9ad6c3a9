import type { Kysely } from 'kysely';

/**
 * pipeline_steps (issue #32 item 5): the steps of a pipeline (POST /v1/pipeline). The pipeline
 * itself is a job row (service `pipeline`, cost 0: it is never charged) so that it is listed,
 * polled, cancelled and run asynchronously like any job; each step is a job of its own service,
 * charged at its own price when it starts. This table ties them: one row per planned step, its
 * job id chosen when planned (the job row exists from the step's charge on), and the step's
 * status, `not_run` for the steps after a failure, which are never charged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pipeline_steps')
    .addColumn('parent_id', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pipeline_steps_pk', ['parent_id', 'step_index'])
    .execute();
  await db.schema.createIndex('pipeline_steps_job').on('pipeline_steps').column('job_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pipeline_steps').execute();
}
