import { type Kysely, sql } from 'kysely';

/**
 * users.language_chosen_at: when someone chose the account's language (the switch, the profile, the
 * page it was registered from); null when nobody did (made by the CLI, or before 0007). Only a
 * chosen language may switch the page at sign-in (#34). Urdu rows were chosen: 0007's default is
 * English, so Urdu came from a registration page or the switch; English rows stay unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language_chosen_at', 'bigint').execute();
  await sql`UPDATE users SET language_chosen_at = created_at WHERE language <> 'en'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language_chosen_at').execute();
}
