import { type Kysely, sql } from 'kysely';

/**
 * Low-balance and key-cap mail (issue #32 item 4; docs/decisions/alert-mails-from-the-database.md):
 * - users.low_balance_threshold_milli: the user's threshold; null (the default) sends nothing.
 * - users.low_balance_noticed_at: when the balance's current fall to the threshold was noticed (its
 *   mail queued); null while armed. Noticing is a conditional UPDATE (… WHERE low_balance_noticed_at
 *   IS NULL), so of any number of processes one wins; a credit that lifts the balance above the
 *   threshold sets it back to null in the same statement (billing/ledger.ts creditBalance).
 * - alert_mails: one row per mail to send, written in the transaction that noticed the crossing and
 *   sent by any instance's sender (alerts/sender.ts), so a restart sends what is pending.
 *   dedupe_key is unique: a key's 80% mail is `key_cap:<key id>:<month>`, once per key and month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('low_balance_threshold_milli', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('low_balance_noticed_at', 'bigint').execute();
  // The sweep that catches a crossing whose process died before noticing it reads only these users.
  // The index names no column a charge changes, so PostgreSQL's debits stay heap-only updates.
  await db.schema
    .createIndex('users_low_balance_watched')
    .on('users')
    .column('id')
    .where(sql<boolean>`low_balance_threshold_milli is not null`)
    .execute();

  await db.schema
    .createTable('alert_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('alert_mails_due')
    .on('alert_mails')
    .column('next_attempt_at')
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema
    .createIndex('alert_mails_user')
    .on('alert_mails')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_mails').execute();
  await db.schema.dropIndex('users_low_balance_watched').execute();
  for (const column of ['low_balance_noticed_at', 'low_balance_threshold_milli']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
