import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

export interface LedgerCheck {
  /** Right after a kill -9, before any sweep, a job may still be running: do not count it. */
  runningAllowed?: boolean;
}

/**
 * The one statement of straight books, for every test, drill, fuzz run and the cluster test. What
 * must hold after any fault (kill -9, a database restart, a full disk): each user's ledger sums to
 * their balance, no charge or refund row points at no job, no job is left running, a succeeded job
 * is charged once and never refunded, a failed job is refunded exactly as much as it was charged.
 * Answers a list of violations (empty when the books are straight), so a drill can print every one.
 */
export async function ledgerViolations(db: Db, check: LedgerCheck = {}): Promise<string[]> {
  const problems: string[] = [];
  const users = await db
    .selectFrom('users')
    .leftJoin('ledger', 'ledger.user_id', 'users.id')
    .select(['users.id as id', 'users.balance_milli as balance'])
    .select(sql<string>`coalesce(sum(ledger.amount_milli), 0)`.as('sum'))
    .groupBy(['users.id', 'users.balance_milli'])
    .execute();
  for (const u of users) {
    if (Number(u.sum) !== Number(u.balance))
      problems.push(`user ${u.id}: balance ${u.balance} but ledger sums to ${u.sum}`);
  }
  const orphans = await sql<{ id: string; kind: string }>`
    SELECT id, kind FROM ledger
    WHERE kind IN ('charge', 'refund') AND (job_id IS NULL OR job_id NOT IN (SELECT id FROM jobs))`.execute(
    db,
  );
  for (const o of orphans.rows) problems.push(`${o.kind} row ${o.id} points at no job`);
  if (!check.runningAllowed) {
    // Unsettled: running, or a synchronous call still queued on the engine queue (migration 0015).
    const running = await db
      .selectFrom('jobs')
      .select(['id', 'service_id', 'status'])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'running'),
          eb.and([eb('status', '=', 'queued'), eb('asynchronous', '=', 0)]),
        ]),
      )
      .execute();
    for (const j of running) problems.push(`job ${j.id} (${j.service_id}) is still ${j.status}`);
  }

  const jobs = await db
    .selectFrom('jobs')
    .leftJoin('ledger', 'ledger.job_id', 'jobs.id')
    .select(['jobs.id as id', 'jobs.status as status', 'jobs.cost_milli as cost'])
    .select(sql<string>`coalesce(sum(case when ledger.kind = 'charge' then 1 else 0 end), 0)`.as('charges'))
    .select(sql<string>`coalesce(sum(case when ledger.kind = 'refund' then 1 else 0 end), 0)`.as('refunds'))
    .select(sql<string>`coalesce(sum(ledger.amount_milli), 0)`.as('net'))
    .where('jobs.cost_milli', '>', 0)
    .groupBy(['jobs.id', 'jobs.status', 'jobs.cost_milli'])
    .execute();
  for (const j of jobs) {
    const [charges, refunds, net, cost] = [
      Number(j.charges),
      Number(j.refunds),
      Number(j.net),
      Number(j.cost),
    ];
    if (j.status === 'succeeded' && (refunds !== 0 || net !== -cost))
      problems.push(
        `succeeded job ${j.id}: ${charges} charges, ${refunds} refunds, net ${net} for cost ${cost}`,
      );
    if (j.status === 'failed' && (refunds !== 1 || net !== 0))
      problems.push(`failed job ${j.id}: ${charges} charges, ${refunds} refunds, net ${net}`);
  }
  return problems;
}

/** A job an answer named: it must exist, have succeeded and cost what the answer said. */
export async function answeredJobViolations(
  db: Db,
  answered: readonly { jobId: string; costMilli: number }[],
): Promise<string[]> {
  const problems: string[] = [];
  const ids = answered.map((a) => a.jobId);
  const rows = new Map<string, { status: string; cost_milli: number }>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const found = await db
      .selectFrom('jobs')
      .select(['id', 'status', 'cost_milli'])
      .where('id', 'in', chunk)
      .execute();
    for (const r of found) rows.set(r.id, r);
  }
  for (const a of answered) {
    const row = rows.get(a.jobId);
    if (!row) problems.push(`answered job ${a.jobId} has no row`);
    else if (row.status !== 'succeeded') problems.push(`answered job ${a.jobId} is ${row.status}`);
    else if (Number(row.cost_milli) !== a.costMilli)
      problems.push(`answered job ${a.jobId} cost ${row.cost_milli}, answer said ${a.costMilli}`);
  }
  return problems;
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
