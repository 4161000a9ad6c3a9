import { sql } from 'kysely';
import { withSqlite } from './sqlite-seed';

/** Polls `check` every 100 ms until it holds; fails the drill, naming `what`, past `deadlineMs`. */
export async function waitFor(
  what: string,
  deadlineMs: number,
  check: () => Promise<boolean>,
): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`drill: ${what} did not happen within ${deadlineMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many jobs of a DATA_DIR's SQLite database have this status (read beside a running server). */
export function jobsWithStatus(dataDir: string, status: string): Promise<number> {
  return withSqlite(dataDir, async (db) => {
    const r = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM jobs WHERE status = ${status}`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  });
}

/**
 * How many synchronous calls of a DATA_DIR's SQLite database are unsettled: running, or queued on
 * the engine queue (read beside a running server).
 */
export function unsettledJobs(dataDir: string): Promise<number> {
  return withSqlite(dataDir, async (db) => {
    const r = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM jobs
      WHERE asynchronous = 0 AND status IN ('queued', 'running')`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  });
}
