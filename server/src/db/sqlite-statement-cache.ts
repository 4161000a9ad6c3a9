import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 behind Kysely, with prepared statements kept by SQL text. Kysely's SQLite driver
 * prepares every query afresh, and on the paid-call path preparing cost about as much as running
 * (bench/api); the same few SQL texts repeat, so each is prepared once. Reusing a statement is safe
 * because Kysely serialises all use of the single connection behind its mutex. SQLite re-prepares a
 * cached statement itself when a migration changes the schema.
 */
export function withStatementCache(
  sqlite: SQLite.Database,
  onClose: () => void = () => undefined,
  maxStatements = 500,
): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
      onClose();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      // Queries with inlined values (rare: raw sql) would grow the map without bound.
      if (cache.size >= maxStatements) cache.delete(cache.keys().next().value as string);
      cache.set(sql, statement);
      return statement;
    },
  };
}
