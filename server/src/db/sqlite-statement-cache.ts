import type SQLite from 'better-sqlite3';
import {
  type DialectAdapter,
  type QueryResult,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
} from 'kysely';

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

/**
 * Lets compiledOnce run its statements inside a transaction without Kysely's asynchronous layers
 * (connection provider, mutex, driver promises): for the three writes of a paid call those cost
 * ~2.5 µs of CPU per call (20-call batches timed apart from the server). Only inside a
 * transaction: its holder owns the single connection, and every other query waits at Kysely's
 * mutex, so nothing can run between a transaction's statements. The database has no Kysely plugins
 * or query log that this would skip.
 */
function runnerOf(database: SqliteDatabase): SqliteRunner {
  return <R>(sql: string, parameters: readonly unknown[]): QueryResult<R> => {
    const statement = database.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  };
}

/** SQLite's adapter with its database's runner: a database and its transactions share the adapter. */
class RunnerAdapter extends SqliteAdapter {
  constructor(readonly runner: SqliteRunner) {
    super();
  }
}

/** Kysely's SQLite dialect whose adapter carries the runner (sqliteRunnerOf). */
export class SqliteDialectWithRunner extends SqliteDialect {
  readonly #runner: SqliteRunner;

  constructor(database: SqliteDatabase) {
    super({ database });
    this.#runner = runnerOf(database);
  }

  override createAdapter(): DialectAdapter {
    return new RunnerAdapter(this.#runner);
  }
}

export function sqliteRunnerOf(adapter: DialectAdapter): SqliteRunner | undefined {
  return adapter instanceof RunnerAdapter ? adapter.runner : undefined;
}
