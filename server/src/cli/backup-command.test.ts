import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/app';
import { runCli } from '../../test/support/child-server';
import { createUser } from '../../test/support/users';
import { buildApp } from '../app';
import { deposit } from '../billing/ledger';
import { openContext } from '../bootstrap';
import { loadConfig } from '../config/config';
import type { AppContext } from '../context';
import { runCommand } from './commands';
import { UsageError } from './usage-error';

const text = 'لڑکیاں کتابیں پڑھ رہی ہیں';

/** Every user, ledger row and job, as stored. */
function snapshot(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const all = (table: string) => db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
    return { users: all('users'), ledger: all('ledger'), jobs: all('jobs') };
  } finally {
    db.close();
  }
}

async function seed(ctx: AppContext, app: FastifyInstance, users: number): Promise<void> {
  for (let i = 0; i < users; i++) {
    const { user, accessToken } = await createUser(ctx);
    await deposit(ctx, user.id, 5_000 + i, { by: 'test' });
    for (let call = 0; call < 3; call++) {
      const res = await app.inject({ method: 'POST', url: '/stemmer', payload: { text, accessToken } });
      expect(res.statusCode).toBe(200);
    }
  }
}

describe('backup and restore (SQLite, through the real CLI)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zuban-backup-'));
  const live = join(dataDir, 'zuban.sqlite');
  const out = join(mkdtempSync(join(tmpdir(), 'zuban-backup-out-')), 'zuban-backup.sqlite');
  let ctx: AppContext;
  let app: FastifyInstance;
  let atBackup: ReturnType<typeof snapshot>;

  beforeAll(async () => {
    ctx = await openContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    app = await buildApp(ctx, { logger: false });
    await seed(ctx, app, 4);
  });
  afterAll(async () => {
    await app.close();
    await ctx.db.destroy();
  });

  it('backs up online while the app holds the database, and reports what the file holds', async () => {
    atBackup = snapshot(live);
    const res = await runCli(dataDir, ['backup', '--out', out]);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({
      backup: out,
      kind: 'sqlite',
      users: atBackup.users.length,
      ledger: atBackup.ledger.length,
      jobs: atBackup.jobs.length,
    });
    expect(atBackup.jobs.length).toBe(12);
    expect(snapshot(out)).toEqual(atBackup);
    // Later activity that the restore must roll back.
    await seed(ctx, app, 1);
  });

  it('refuses to overwrite an existing backup file', async () => {
    await expect(runCommand(ctx, 'backup', ['--out', out], parseArgs)).rejects.toThrow(UsageError);
  });

  it('refuses to restore while a server has the database open; nothing changes', async () => {
    const before = snapshot(live);
    const res = await runCli(dataDir, ['restore', '--from', out]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('stop the server');
    expect(snapshot(live)).toEqual(before);
  });

  it('refuses a file that is not a Zuban database, or no file', async () => {
    const other = join(mkdtempSync(join(tmpdir(), 'zuban-other-')), 'other.sqlite');
    new SQLite(other).exec('CREATE TABLE notes (id TEXT)').close();
    const restore = (from: string) => runCommand(ctx, 'restore', ['--from', from], parseArgs);
    await expect(restore(other)).rejects.toThrow('is not a Zuban database');
    await expect(restore(join(dataDir, 'missing.sqlite'))).rejects.toThrow('does not exist');
    await expect(runCommand(ctx, 'restore', [], parseArgs)).rejects.toThrow('Usage: restore --from FILE');
  });

  it('restores every user, ledger row and job once the server is stopped, keeping the old file as .bak', async () => {
    await app.close();
    await ctx.db.destroy();
    const res = await runCli(dataDir, ['restore', '--from', out]);
    expect(res.code, res.stderr).toBe(0);
    const report = JSON.parse(res.stdout) as { previousKeptAs: string };
    expect(existsSync(report.previousKeptAs)).toBe(true);
    expect(snapshot(live)).toEqual(atBackup);
    expect(snapshot(report.previousKeptAs).users.length).toBe(atBackup.users.length + 1);
    expect(readdirSync(dataDir).filter((f) => f.includes('restoring'))).toEqual([]);
    // The restored database serves again: a fresh context migrates and reads it.
    ctx = await openContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    app = await buildApp(ctx, { logger: false });
    const count = await ctx.db
      .selectFrom('jobs')
      .select(ctx.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('backs up with pg_dump (a custom-format archive holding the ledger) and leaves restores to pg_restore', async () => {
    const t = await createTestApp('postgres');
    try {
      const { user } = await createUser(t.ctx);
      await deposit(t.ctx, user.id, 1_000, { by: 'test' });
      const out = join(mkdtempSync(join(tmpdir(), 'zuban-pg-backup-')), 'zuban.dump');
      // The CLI's context has DATABASE_URL in its config; the test app's database is made apart.
      const ctx = { ...t.ctx, config: { ...t.ctx.config, databaseUrl: t.testDb.url } };
      const report = await runCommand(ctx, 'backup', ['--out', out], parseArgs);
      expect(report).toMatchObject({ backup: out, kind: 'postgres' });
      const listing = execFileSync('pg_restore', ['--list', out], { encoding: 'utf8' });
      expect(listing).toMatch(/TABLE DATA public ledger/);
      await expect(runCommand(ctx, 'restore', ['--from', out], parseArgs)).rejects.toThrow(
        /pg_restore --clean/,
      );
    } finally {
      await t.close();
    }
  });
});
