import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbKind, type OpenedDb, openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const testDbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb extends OpenedDb {
  url: string | undefined;
  sqliteFile: string;
  drop: () => Promise<void>;
}

/** A fresh, migrated database: a new SQLite file, or a new PostgreSQL database on the test server. */
export async function createTestDb(
  kind: DbKind,
  sqliteSynchronous: 'FULL' | 'NORMAL' = 'FULL',
): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'zuban-db-'));
  const sqliteFile = join(dir, 'test.sqlite');
  if (kind === 'sqlite') {
    const opened = openDatabase({ sqliteFile, sqliteSynchronous });
    await migrateToLatest(opened.db);
    return { ...opened, url: undefined, sqliteFile, drop: () => opened.db.destroy() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `zuban_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database WITH (FORCE) ends connections that are still closing: expected here.
  const opened = openDatabase({ url: url.toString(), sqliteFile, onPoolError: () => undefined });
  await migrateToLatest(opened.db);
  return {
    ...opened,
    url: url.toString(),
    sqliteFile,
    drop: async () => {
      await opened.db.destroy();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
