import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { parseArgs as ParseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import type { AppContext } from '../context';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { UsageError } from './usage-error';

// `backup --out FILE` and `restore --from FILE`. SQLite: an online backup (SQLite's backup API,
// consistent while the server keeps serving) and a restore that refuses while the file is in use.
// PostgreSQL: pg_dump for the backup; the restore is pg_restore by hand (docs/deployment.md, Backup and restore).

const pgRestoreHint =
  'PostgreSQL: restore with `pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" FILE` ' +
  'while the servers are stopped, then start them (they migrate on start).';

/** Tables every Zuban database has; a file without them is not one of ours. */
const requiredTables = ['kysely_migration', 'users', 'ledger', 'jobs'];

function liveFile(ctx: AppContext): string {
  return join(ctx.config.dataDir, 'zuban.sqlite');
}

function fileOption(args: string[], parseArgs: typeof ParseArgs, name: 'out' | 'from'): string {
  const { values } = parseArgs({ args, options: { [name]: { type: 'string' } }, strict: true });
  const file = values[name];
  if (typeof file !== 'string' || file === '') throw new UsageError(`Usage: ${usage[name]}`);
  return resolve(file);
}

const usage = { out: 'backup --out FILE', from: 'restore --from FILE' };

/** Counts that prove what a backup holds; throws UsageError when the file is not a sound Zuban database. */
export function inspectBackup(file: string): { users: number; ledger: number; jobs: number } {
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new UsageError(`${file} is not a SQLite database: ${(e as Error).message}`);
  }
  try {
    const tables = new Set(
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((r) => (r as { name: string }).name),
    );
    const missing = requiredTables.filter((t) => !tables.has(t));
    if (missing.length > 0)
      throw new UsageError(`${file} is not a Zuban database (no ${missing.join(', ')}).`);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new UsageError(`${file} is damaged: ${String(check)}`);
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { users: count('users'), ledger: count('ledger'), jobs: count('jobs') };
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(`${file} is not a readable SQLite database: ${(e as Error).message}`);
  } finally {
    db.close();
  }
}

/** The URL as libpq variables, so the password never shows in the process list. */
function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = { PGHOST: u.hostname, PGPORT: u.port || '5432' };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function alsoKeep(ctx: AppContext): string[] {
  return [join(ctx.config.dataDir, 'session-secret'), join(ctx.config.dataDir, 'uploads')];
}

async function backupCommand(ctx: AppContext, args: string[], parseArgs: typeof ParseArgs): Promise<unknown> {
  const out = fileOption(args, parseArgs, 'out');
  if (existsSync(out)) throw new UsageError(`${out} exists; choose a new file name.`);
  if (ctx.dbKind === 'postgres') {
    const dumped = spawnSync('pg_dump', ['--format=custom', `--file=${out}`], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...libpqEnv(ctx.config.databaseUrl ?? '') },
    });
    if (dumped.error || dumped.status !== 0) {
      rmSync(out, { force: true });
      throw new UsageError(
        `pg_dump failed (${dumped.error?.message ?? `exit ${dumped.status}`}). Install the PostgreSQL ` +
          `client of the server's version and run: pg_dump --format=custom --file=FILE "$DATABASE_URL"`,
      );
    }
    return { backup: out, kind: 'postgres', bytes: statSync(out).size, restore: pgRestoreHint };
  }
  const source = new SQLite(liveFile(ctx), { readonly: true, fileMustExist: true });
  try {
    await source.backup(out);
  } catch (e) {
    rmSync(out, { force: true });
    throw e;
  } finally {
    source.close();
  }
  return {
    backup: out,
    kind: 'sqlite',
    bytes: statSync(out).size,
    ...inspectBackup(out),
    alsoKeep: alsoKeep(ctx),
  };
}

/** Fails unless this process is the only one with the file open (switching out of WAL needs that). */
function assertNotInUse(file: string): void {
  if (!existsSync(file)) return;
  const live = new SQLite(file, { timeout: 200 });
  try {
    live.pragma('journal_mode = DELETE');
  } catch (e) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY')
      throw new UsageError(`${file} is in use: stop the server (and any worker) before restoring.`);
    throw e;
  } finally {
    live.close();
  }
}

async function restoreCommand(
  ctx: AppContext,
  args: string[],
  parseArgs: typeof ParseArgs,
): Promise<unknown> {
  const from = fileOption(args, parseArgs, 'from');
  if (ctx.dbKind === 'postgres') throw new UsageError(pgRestoreHint);
  const counts = inspectBackup(from);
  const live = liveFile(ctx);
  await ctx.db.destroy(); // our own connection would count as "in use"
  assertNotInUse(live);
  const keptAs = existsSync(live)
    ? `${live}.${new Date().toISOString().replace(/[:.]/g, '-')}.bak`
    : undefined;
  if (keptAs) copyFileSync(live, keptAs);
  // Copy through the backup API (a source with a -wal beside it is copied whole), then swap in.
  const staged = join(dirname(live), 'zuban.sqlite.restoring');
  rmSync(staged, { force: true });
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(staged);
  } finally {
    source.close();
  }
  renameSync(staged, live);
  for (const leftover of [`${live}-wal`, `${live}-shm`]) rmSync(leftover, { force: true });
  const restored = openDatabase({ sqliteFile: live });
  try {
    await migrateToLatest(restored.db);
  } finally {
    await restored.db.destroy();
  }
  return {
    restored: from,
    into: live,
    previousKeptAs: keptAs ?? null,
    ...counts,
    alsoRestore: alsoKeep(ctx),
  };
}

export const backupCommands = {
  backup: backupCommand,
  restore: restoreCommand,
};
