import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database';
import { prepareOnEachConnection } from '../db/pg-named-statements';
import type { JobsTable } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { withQueueColumns } from '../job-rows/jobs-repo';

/**
 * PostgreSQL: a paid call's charge as ONE statement. The conditional debit, the job row and the
 * charge ledger row were three statements, each a round trip to the server; the group committer
 * runs a batch's units one after another on one connection, so under load a batch of 32 calls
 * waited for ~100 round trips. Here the inserts read the debit's RETURNING row: when the balance
 * does not cover the cost the debit updates nothing and so nothing is inserted (all or nothing,
 * as before, and a single statement is atomic on its own). SQLite has no data-modifying WITH and
 * no round trips, and keeps the three statements.
 */

// Parameters in a SELECT list have no type to infer from, so each is cast to its column's type.
const jobColumnTypes: Record<keyof JobsTable & string, 'text' | 'bigint'> = {
  id: 'text',
  user_id: 'text',
  service_id: 'text',
  channel: 'text',
  units: 'bigint',
  cost_milli: 'bigint',
  status: 'text',
  input_summary: 'text',
  parameters: 'text',
  error: 'text',
  created_at: 'bigint',
  finished_at: 'bigint',
  duration_ms: 'bigint',
  deadline_at: 'bigint',
  exclusive_key: 'text',
  idempotency_key: 'text',
  request_id: 'text',
  // Always null here: a keyed call is charged in a transaction with its key's cap (charge.ts#openJob).
  api_key_id: 'text',
};
const jobColumns = Object.keys(jobColumnTypes) as (keyof JobsTable & string)[];

// $1 cost, $2 user id, $3 ledger row id, then the job's columns in jobColumns' order.
const firstJobParameter = 4;
const chargeSql = `WITH debit AS (
  UPDATE users SET balance_milli = balance_milli - $1::bigint
  WHERE id = $2 AND balance_milli >= $1::bigint
  RETURNING balance_milli
), job AS (
  INSERT INTO jobs (${jobColumns.join(', ')})
  SELECT ${jobColumns.map((c, i) => `$${i + firstJobParameter}::${jobColumnTypes[c]}`).join(', ')} FROM debit
)
INSERT INTO ledger (id, user_id, kind, amount_milli, balance_after_milli, job_id, actor, note, created_at)
SELECT $3, $2, 'charge', -$1::bigint, debit.balance_milli, $${firstJobParameter}, $${firstJobParameter + jobColumns.indexOf('channel')}, $${firstJobParameter + jobColumns.indexOf('service_id')}, $${firstJobParameter + jobColumns.indexOf('created_at')}::bigint
FROM debit
RETURNING balance_after_milli`;
prepareOnEachConnection(chargeSql);

// The same for a batch of calls, every column an array ($1 … in jobColumns' order, then the
// ledger row ids). Each user is debited the sum of their calls in the batch if their balance
// covers it; each call's ledger row carries the balance after it, in the batch's order.
const arrayParameters = [
  ...jobColumns.map((c, i) => `$${i + 1}::${jobColumnTypes[c]}[]`),
  `$${jobColumns.length + 1}::text[]`,
];
const batchSql = `WITH input AS (
  SELECT * FROM unnest(${arrayParameters.join(', ')})
    WITH ORDINALITY AS i(${jobColumns.join(', ')}, ledger_id, ord)
), totals AS (
  SELECT user_id, sum(cost_milli) AS total FROM input GROUP BY user_id
), debit AS (
  UPDATE users u SET balance_milli = u.balance_milli - t.total FROM totals t
  WHERE u.id = t.user_id AND u.balance_milli >= t.total
  RETURNING u.id AS user_id, u.balance_milli AS after_all, t.total
), charged AS (
  SELECT i.*, d.after_all + d.total - sum(i.cost_milli) OVER (PARTITION BY i.user_id ORDER BY i.ord) AS balance_after
  FROM input i JOIN debit d ON d.user_id = i.user_id
), job AS (
  INSERT INTO jobs (${jobColumns.join(', ')}) SELECT ${jobColumns.join(', ')} FROM charged
)
INSERT INTO ledger (id, user_id, kind, amount_milli, balance_after_milli, job_id, actor, note, created_at)
SELECT ledger_id, user_id, 'charge', -cost_milli, balance_after, id, channel, service_id, created_at FROM charged
RETURNING job_id, balance_after_milli`;
prepareOnEachConnection(batchSql);

/**
 * Charges a batch of calls in one statement (see batchSql). Returns the balance after each call
 * that was charged, by job id; a call missing from the answer belongs to a user whose balance did
 * not cover all of their calls in the batch, and nothing of that user was written (the caller
 * charges those calls one by one).
 */
export async function chargeBatchInOneStatement(
  db: Db,
  jobs: readonly JobsTable[],
): Promise<Map<string, number>> {
  const columns = jobColumns.map(() => [] as unknown[]);
  const ledgerIds: string[] = [];
  for (const job of jobs) {
    const full = withQueueColumns(job);
    jobColumns.forEach((column, i) => {
      columns[i]!.push(full[column]);
    });
    ledgerIds.push(timeOrderedId(job.created_at));
  }
  const { rows } = await db.executeQuery<{ job_id: string; balance_after_milli: number }>(
    CompiledQuery.raw(batchSql, [...columns, ledgerIds]),
  );
  return new Map(rows.map((r) => [r.job_id, r.balance_after_milli]));
}

/**
 * Debits the job's cost if the balance covers it and writes the job row and its charge ledger row
 * (actor: the channel, note: the service, as appendCharge does), in one statement. Returns the
 * balance after the debit, or undefined when the balance did not cover it (nothing written).
 * `db` may be a transaction (a group-commit batch) or the pool (the statement commits alone).
 */
export async function chargeInOneStatement(db: Db, job: JobsTable): Promise<number | undefined> {
  const full = withQueueColumns(job);
  const parameters: unknown[] = [job.cost_milli, job.user_id, timeOrderedId(job.created_at)];
  for (const column of jobColumns) parameters.push(full[column]);
  const { rows } = await db.executeQuery<{ balance_after_milli: number }>(
    CompiledQuery.raw(chargeSql, parameters),
  );
  return rows[0]?.balance_after_milli;
}
