import { type Kysely, sql } from 'kysely';

/**
 * Prices, the money ledger, jobs and idempotency keys. The users.balance_milli column (0001) only
 * ever changes in the same transaction as a ledger row (server/src/billing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('unit_cost_milli', 'bigint', (c) => c.notNull().check(sql`unit_cost_milli >= 0`))
    .addColumn('discount_percent', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`discount_percent between 0 and 100`),
    )
    .addColumn('min_units', 'integer', (c) => c.notNull().check(sql`min_units >= 0`))
    .addColumn('min_charge_milli', 'bigint', (c) => c.notNull().check(sql`min_charge_milli >= 0`))
    .addColumn('disabled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_costings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id'))
    .addColumn('unit_cost_milli', 'bigint', (c) => c.notNull().check(sql`unit_cost_milli >= 0`))
    .addColumn('discount_percent', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`discount_percent between 0 and 100`),
    )
    .addColumn('min_units', 'integer', (c) => c.notNull().check(sql`min_units >= 0`))
    .addColumn('min_charge_milli', 'bigint', (c) => c.notNull().check(sql`min_charge_milli >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_costings_user_service', ['user_id', 'service_id'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('cost_milli', 'bigint', (c) => c.notNull().check(sql`cost_milli >= 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('input_summary', 'text', (c) => c.notNull())
    .addColumn('parameters', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('duration_ms', 'integer')
    .execute();
  await db.schema.createIndex('jobs_user_created').on('jobs').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Signed: deposits and refunds add, charges and expiries subtract.
    .addColumn('amount_milli', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_milli', 'bigint', (c) => c.notNull().check(sql`balance_after_milli >= 0`))
    .addColumn('job_id', 'text', (c) => c.references('jobs.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_user_kind_created')
    .on('ledger')
    .columns(['user_id', 'kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0002_billing cannot be reverted');
}
