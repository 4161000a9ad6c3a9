import { type Kysely, sql } from 'kysely';

/**
 * The admin console's records: an audit log of every staff action, users' top-up requests with
 * their bank receipts, fellowship applications, and credit grants (fellowship credit that expires on
 * its own schedule, independent of the one-year validity of deposits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('topup_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('amount_milli', 'bigint', (c) => c.notNull().check(sql`amount_milli > 0`))
    .addColumn('bank', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('receipt_file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('ledger_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('topup_requests_status')
    .on('topup_requests')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('fellowship_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('proposal_file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('cv_file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('letter_file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fellowship_applications_user')
    .on('fellowship_applications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('credit_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('amount_milli', 'bigint', (c) => c.notNull().check(sql`amount_milli > 0`))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0003_admin cannot be reverted');
}
