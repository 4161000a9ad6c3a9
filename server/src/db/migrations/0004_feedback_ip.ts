import type { Kysely } from 'kysely';

/** Feedback rows keep the sender's address, so that the form can be limited per address. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('ip', 'text').execute();
  await db.schema.createIndex('feedback_ip_created').on('feedback').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_ip_created').execute();
  await db.schema.alterTable('feedback').dropColumn('ip').execute();
}
