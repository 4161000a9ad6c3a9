import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up } from './0010_user_language_chosen';

// Existing rows: Urdu could only come from a page or the switch, so it counts as chosen; English
// may be 0007's default, so it does not (#34).
describe('migration 0010: language_chosen_at', () => {
  it('marks existing Urdu accounts chosen at their creation and leaves English ones unchosen', async () => {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    try {
      await sql`CREATE TABLE users (id text PRIMARY KEY, language text NOT NULL DEFAULT 'en', created_at bigint NOT NULL)`.execute(
        db,
      );
      await sql`INSERT INTO users (id, language, created_at) VALUES ('u', 'ur', 111), ('e', 'en', 222)`.execute(
        db,
      );
      await up(db);
      const rows = await sql<{ id: string; language_chosen_at: number | null }>`
        SELECT id, language_chosen_at FROM users ORDER BY id`.execute(db);
      expect(rows.rows).toEqual([
        { id: 'e', language_chosen_at: null },
        { id: 'u', language_chosen_at: 111 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
