import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

export interface LedgerBreach {
  /** Users whose balance differs from the sum of their ledger rows. */
  unbalancedUsers: { id: string; balance: number; ledger: number }[];
  /** Charge or refund rows that point at no job. */
  orphanCharges: number;
  /** Jobs still 'running' (after a drill: a dead process left them and nobody settled them). */
  runningJobs: number;
}

/** The money rules every drill and the fuzz check afterwards; an empty breach is a pass. */
export async function ledgerBreach(db: Db): Promise<LedgerBreach> {
  const unbalanced = await sql<{ id: string; balance: number; ledger: number }>`
    SELECT u.id, u.balance_milli AS balance, COALESCE(l.total, 0) AS ledger
    FROM users u
    LEFT JOIN (SELECT user_id, SUM(amount_milli) AS total FROM ledger GROUP BY user_id) l ON l.user_id = u.id
    WHERE u.balance_milli <> COALESCE(l.total, 0)`.execute(db);
  const orphans = await sql<{ n: number }>`
    SELECT COUNT(*) AS n FROM ledger
    WHERE kind IN ('charge', 'refund') AND (job_id IS NULL OR job_id NOT IN (SELECT id FROM jobs))`.execute(
    db,
  );
  const running = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM jobs WHERE status = 'running'`.execute(
    db,
  );
  return {
    unbalancedUsers: unbalanced.rows.map((r) => ({
      id: r.id,
      balance: Number(r.balance),
      ledger: Number(r.ledger),
    })),
    orphanCharges: Number(orphans.rows[0]?.n ?? 0),
    runningJobs: Number(running.rows[0]?.n ?? 0),
  };
}

/** Sum of all balances and the number of jobs: a balance may only move when a job (or ledger row) is written. */
export async function moneySnapshot(db: Db): Promise<{ balances: number; jobs: number; ledgerRows: number }> {
  const row = await sql<{ balances: number | null; jobs: number; ledger_rows: number }>`
    SELECT (SELECT SUM(balance_milli) FROM users) AS balances,
           (SELECT COUNT(*) FROM jobs) AS jobs,
           (SELECT COUNT(*) FROM ledger) AS ledger_rows`.execute(db);
  const r = row.rows[0];
  return {
    balances: Number(r?.balances ?? 0),
    jobs: Number(r?.jobs ?? 0),
    ledgerRows: Number(r?.ledger_rows ?? 0),
  };
}
