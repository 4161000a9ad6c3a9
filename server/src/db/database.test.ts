import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/support/database';
import { openDatabase } from './database';

// A PostgreSQL restart or failover ends idle pooled connections; the server must log it and carry on.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server terminating an idle connection and serves the next query', async () => {
    const testDb = await createTestDb('postgres');
    const errors: Error[] = [];
    const { db } = openDatabase({
      url: testDb.url,
      sqliteFile: testDb.sqliteFile,
      onPoolError: (e) => errors.push(e),
    });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await admin.end();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const after = await sql<{ ok: number }>`select 1 as ok`.execute(db);
      expect(after.rows[0]?.ok).toBe(1);
    } finally {
      await db.destroy();
      await testDb.drop();
    }
  });
});

describe('SQLite settings', () => {
  it('uses WAL with synchronous FULL by default, NORMAL when configured, and checkpoints every 10,000 pages', async () => {
    const testDb = await createTestDb('sqlite');
    const { sqliteFile } = testDb;
    for (const [setting, expected] of [
      [undefined, 2],
      ['NORMAL', 1],
    ] as const) {
      const { db } = openDatabase({ sqliteFile, ...(setting ? { sqliteSynchronous: setting } : {}) });
      try {
        const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
        expect(sync.rows[0]?.synchronous).toBe(expected);
        const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
        expect(mode.rows[0]?.journal_mode).toBe('wal');
        const checkpoint = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db);
        expect(checkpoint.rows[0]?.wal_autocheckpoint).toBe(10000);
      } finally {
        await db.destroy();
      }
    }
    await testDb.drop();
  });
});
