import type { Kysely } from 'kysely';

/**
 * user_rate_limits (issue #34 item 4): a user's own API rate limit for one service family, set by
 * staff (a batch user who needs more than the default `API_RATE_LIMIT_<FAMILY>`). `calls` is the
 * calls per window (`API_RATE_LIMIT_WINDOW_SECONDS`) the user's access token may make to that
 * family; 0 means not limited. No row: the family's default applies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_rate_limits')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_rate_limits_pk', ['user_id', 'family'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_rate_limits').execute();
}
