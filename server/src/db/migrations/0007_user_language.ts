import type { Kysely } from 'kysely';

/**
 * users.language: the interface language the user chose ('en' or 'ur'); the portal opens in it after
 * sign-in and the account mails are written in it. Existing users keep English, the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
