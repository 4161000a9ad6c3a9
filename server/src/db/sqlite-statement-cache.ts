import type SQLite from 'better-sqlite3';
import type { DialectAdapter, QueryResult, SqliteDatabase, SqliteStatement } from 'kysely';

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

/** Runs a compiled statement on the connection at once and answers what Kysely's SQLite driver would. */
export type SqliteRunner = <R>(sql: string, parameters: readonly unknown[]) => QueryResult<R>;

// Keyed by the dialect's adapter, which a database and its transactions share (as compiledOnce's cache).
const runners = new WeakMap<DialectAdapter, SqliteRunner>();

/**
 * Lets compiledOnce run its statements inside a transaction without Kysely's asynchronous layers
 * (connection provider, mutex, driver promises): for the three writes of a paid call those cost
 * ~2.5 µs of CPU per call (20-call batches timed apart from the server). Only inside a
 * transaction: its holder owns the single connection, and every other query waits at Kysely's
 * mutex, so nothing can run between a transaction's statements. The database has no Kysely plugins
 * or query log that this would skip.
 */
export function registerSqliteRunner(adapter: DialectAdapter, database: SqliteDatabase): void {
  runners.set(adapter, <R>(sql: string, parameters: readonly unknown[]): QueryResult<R> => {
    const statement = database.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  });
}

export function sqliteRunnerOf(adapter: DialectAdapter): SqliteRunner | undefined {
  return runners.get(adapter);
}
