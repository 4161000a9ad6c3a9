import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { withNamedStatements } from './pg-named-statements';
import type { Database } from './schema';
import { SqliteDialectWithRunner, withStatementCache } from './sqlite-statement-cache';
import { WalSync } from './sqlite-wal-sync';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

// pg returns int8 as strings; our int8 columns are milli-PKR and epoch ms, far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface OpenedDb {
  db: Db;
  kind: DbKind;
  /**
   * SQLite under synchronous=FULL: the WAL file's sync, which the app's group committer runs off
   * the event loop (createAppContext takes it); closed with the database.
   */
  walSync?: WalSync | undefined;
}

/** SQLite file when url is absent (the embedded default), PostgreSQL for postgres:// urls. */
export function openDatabase(opts: {
  url?: string | undefined;
  sqliteFile: string;
  /** SQLite's synchronous pragma (default FULL: a commit that returned is on disk). */
  sqliteSynchronous?: 'FULL' | 'NORMAL';
  /** An idle PostgreSQL connection the server dropped (restart, failover, a dropped test database). */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL: how long a query waits for a connection before failing (default 5 s). */
  connectTimeoutMs?: number;
}): OpenedDb {
  if (opts.url) {
    // A bounded wait for a connection: while PostgreSQL is down or restarting a call fails within
    // seconds (answered 503 + Retry-After by the error handler) instead of hanging, and the pool
    // connects again by itself once the server is back. keepAlive notices a silently dead peer.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    // Without a listener pg re-throws such errors and the process dies; the pool replaces the
    // connection on the next query, so logging is enough. The pool listens on idle connections
    // only: a connection checked out when the server shuts down (57P01) emits on the client, so
    // every client gets the listener too (else stopping PostgreSQL killed the API process; the
    // query in flight fails on its own and is answered 503 by the error handler).
    const onLost =
      opts.onPoolError ?? ((e: Error) => process.stderr.write(`postgres: connection lost: ${e.message}\n`));
    pool.on('error', onLost);
    pool.on('connect', (client) => {
      client.on('error', onLost);
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) }),
      kind: 'postgres',
    };
  }
  const sqlite = new SQLite(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  const synchronous = opts.sqliteSynchronous ?? 'FULL';
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A checkpoint runs inside the commit that crosses this many WAL pages and blocks the event loop
  // while it copies pages and syncs twice; at the default (1,000 pages, ~4 MB) paid calls spent
  // 13% of their time in it. 10,000 pages (~40 MB of WAL) makes them rarer and cheaper per page
  // (a page written often is copied once): +10% paid calls per second in bench/api.
  sqlite.pragma('wal_autocheckpoint = 10000');
  // Under FULL the group committer syncs the WAL itself, off the event loop (sqlite-wal-sync.ts).
  const walSync = synchronous === 'FULL' ? new WalSync(`${opts.sqliteFile}-wal`) : undefined;
  const database = skipRollbackOutsideTransaction(
    withStatementCache(sqlite, () => void walSync?.close()),
    sqlite,
  );
  const db = new Kysely<Database>({ dialect: new SqliteDialectWithRunner(database) });
  return { db, kind: 'sqlite', walSync };
}

/**
 * SQLite rolls a transaction back by itself when its commit fails on a full disk or an I/O error
 * (SQLITE_FULL, SQLITE_IOERR). Kysely then sends its own ROLLBACK, which fails with "no
 * transaction is active" and replaces the real error, so a full disk was answered 500 instead of
 * 507 (server/test/drills/full-disk.test.ts). A ROLLBACK with no transaction open is skipped.
 */
function skipRollbackOutsideTransaction(database: SqliteDatabase, sqlite: SQLite.Database): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      if (!/^\s*rollback\s*;?\s*$/i.test(sql)) return statement;
      return {
        reader: statement.reader,
        all: (parameters) => (sqlite.inTransaction ? statement.all(parameters) : []),
        run: (parameters) =>
          sqlite.inTransaction ? statement.run(parameters) : { changes: 0, lastInsertRowid: 0 },
        iterate: (parameters) => statement.iterate(parameters),
      };
    },
  };
}
