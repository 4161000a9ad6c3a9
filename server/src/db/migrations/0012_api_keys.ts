import { type Kysely, sql } from 'kysely';

/**
 * Named API keys (issue #32 item 3): besides the account's access token (users.token_hash, its
 * default key), up to API_KEYS_MAX keys per user, each with a name, an optional expiry, optional
 * allowed services (a JSON array of service ids) and an optional monthly spending cap.
 * - secret_hash: the keyed hash of the secret (shown once, never stored); last_four for the list.
 * - spend_month ('YYYY-MM', UTC) and spend_milli: what the key spent in that month, net of
 *   refunds. The charge of a keyed call adds to it in the same transaction as the balance debit,
 *   conditionally on the cap (keys/key-spend.ts), so parallel calls cannot pass the cap; a charge
 *   in a new month starts it afresh.
 * - jobs.api_key_id: the key a job was made with (null: the access token or the browser).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('allowed_services', 'text')
    .addColumn('cap_milli', 'bigint')
    .addColumn('spend_month', 'text')
    .addColumn('spend_milli', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'created_at']).execute();

  await db.schema.alterTable('jobs').addColumn('api_key_id', 'text').execute();
  // Only keyed jobs are in it: history and usage filtered by key read it; other jobs cost nothing.
  await db.schema
    .createIndex('jobs_api_key')
    .on('jobs')
    .columns(['api_key_id', 'created_at'])
    .where(sql<boolean>`api_key_id is not null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_api_key').execute();
  await db.schema.alterTable('jobs').dropColumn('api_key_id').execute();
  await db.schema.dropIndex('api_keys_user').execute();
  await db.schema.dropTable('api_keys').execute();
}
