import type { AppContext } from '../context';
import { type Trx, writeTransaction } from '../db/group-commit';
import type { JobsTable } from '../db/schema';
import { finishJob, insertJob, insertJobIfFree } from '../job-rows/jobs-repo';
import { chargeKeySpend, type KeyRefusal, refundKeySpend, undoKeySpend } from '../keys/key-spend';
import { freeWaitingIdempotencyKey } from './charge-repo';
import { appendLedger, creditBalance, debitBalance, readBalance } from './ledger-repo';

export type OpenJobResult =
  /** keyMonth: the month a named key's spend counted the charge in (to undo it exactly). */
  | { ok: true; balanceAfterMilli: number | null; keyMonth?: string }
  | { ok: false; balanceMilli: number }
  /** The named key the call was made with may not pay it: over its monthly cap, revoked, expired. */
  | { ok: false; keyRefused: KeyRefusal };

/** A queued job is also refused while another job holding its exclusive_key is running. */
export type OpenQueuedJobResult = OpenJobResult | { ok: false; busy: true };

/**
 * Starts a job (or records a finished one): debits its cost (if any) and writes the job row and
 * the charge ledger row in one transaction. When the balance does not cover the cost nothing is
 * written and the current balance is returned for the 402 message. On PostgreSQL a paid call's
 * three writes are one statement, and the calls arriving together one statement between them
 * (charge-batcher.ts). A call made with a named key is charged in a transaction instead: its key's
 * spend is capped by a second conditional UPDATE that must commit with the debit or not at all
 * (debitFor), which one data-modifying statement cannot promise (docs/decisions/named-keys-month-and-cap.md).
 */
export async function openJob(ctx: AppContext, job: JobsTable): Promise<OpenJobResult> {
  if (ctx.dbKind === 'postgres' && job.cost_milli > 0 && !job.api_key_id) {
    const after = await ctx.chargeBatcher.charge(job);
    if (after !== undefined) return counted(ctx, job, { ok: true, balanceAfterMilli: after });
    return { ok: false, balanceMilli: await balanceOf(ctx, job.user_id) };
  }
  return chargeTransaction(ctx, job, async (trx) => {
    const debited = await debitFor(trx, job);
    if (!debited.ok) return debited;
    await insertJob(trx, job);
    await appendCharge(trx, job, debited.balanceAfterMilli);
    return debited;
  });
}

/**
 * openJob for a job of the engine queue: when its exclusive_key is held by a running job, nothing
 * is written (the debit, if any, is undone in the same transaction) and `busy` is answered.
 */
export async function openQueuedJob(ctx: AppContext, job: JobsTable): Promise<OpenQueuedJobResult> {
  return chargeTransaction(ctx, job, async (trx) => {
    const debited = await debitFor(trx, job);
    if (!debited.ok) return debited;
    if (!(await insertJobIfFree(trx, job))) {
      if (debited.balanceAfterMilli !== null) await undoDebit(trx, job, debited.keyMonth);
      return { ok: false, busy: true } as const;
    }
    await appendCharge(trx, job, debited.balanceAfterMilli);
    return debited;
  });
}

/**
 * openJob for an asynchronous job: the debit, the queued job row, the charge ledger row and
 * `alsoInTransaction` (its input, the Idempotency-Key's 202 answer) commit together or not at all,
 * so a job a runner can find is always paid for and always has its input.
 */
export async function openAsyncJob(
  ctx: AppContext,
  job: JobsTable,
  alsoInTransaction: (trx: Trx) => Promise<void>,
): Promise<OpenJobResult> {
  return chargeTransaction(ctx, job, async (trx) => {
    const debited = await debitFor(trx, job);
    if (!debited.ok) return debited;
    await insertJob(trx, job);
    await appendCharge(trx, job, debited.balanceAfterMilli);
    await alsoInTransaction(trx);
    return debited;
  });
}

/**
 * The conditional debits of a charge, in its transaction: the named key's monthly spend within its
 * cap (keys/key-spend.ts), then the balance. When the balance does not cover it the key's spend is
 * given back in the same transaction, so a refused call leaves both as they were.
 */
async function debitFor(trx: Trx, job: JobsTable): Promise<OpenJobResult> {
  if (job.cost_milli <= 0) return { ok: true, balanceAfterMilli: null };
  const keyId = job.api_key_id ?? null;
  let keyMonth: string | undefined;
  if (keyId !== null) {
    const spent = await chargeKeySpend(trx, {
      keyId,
      userId: job.user_id,
      costMilli: job.cost_milli,
      at: job.created_at,
    });
    if (!spent.ok) return { ok: false, keyRefused: spent.refusal };
    keyMonth = spent.month;
  }
  const after = await debitBalance(trx, job.user_id, job.cost_milli);
  if (after !== undefined) return { ok: true, balanceAfterMilli: after, ...(keyMonth ? { keyMonth } : {}) };
  if (keyId !== null && keyMonth !== undefined) {
    await undoKeySpend(trx, { keyId, costMilli: job.cost_milli, month: keyMonth });
  }
  return { ok: false, balanceMilli: await balanceOf({ db: trx }, job.user_id) };
}

/** Undoes debitFor inside its transaction (the job could not be written after all). */
async function undoDebit(trx: Trx, job: JobsTable, keyMonth: string | undefined): Promise<void> {
  await creditBalance(trx, job.user_id, job.cost_milli);
  const keyId = job.api_key_id ?? null;
  if (keyId !== null && keyMonth !== undefined)
    await undoKeySpend(trx, { keyId, costMilli: job.cost_milli, month: keyMonth });
}

/** A charge's transaction; once it committed, the charge is counted (metrics/). */
async function chargeTransaction<R extends { ok: boolean }>(
  ctx: AppContext,
  job: JobsTable,
  work: (trx: Trx) => Promise<R>,
): Promise<R> {
  return counted(ctx, job, await writeTransaction(ctx, work));
}

/** Counts a committed charge for /metrics; a refused or free call moved no money. */
function counted<R extends { ok: boolean }>(ctx: AppContext, job: JobsTable, result: R): R {
  if (result.ok && job.cost_milli > 0) ctx.metrics.charged(job.service_id, job.cost_milli);
  // The low-balance and key-cap watch (alerts/watch.ts) checks the payer after commit, off this path.
  if (result.ok && job.cost_milli > 0) ctx.chargeWatch?.charged(job.user_id, job.api_key_id);
  return result;
}

/** The balance a 402 answer names. */
export async function balanceOf(target: Pick<AppContext, 'db'>, userId: string): Promise<number> {
  return (await readBalance(target.db, userId)) ?? 0;
}

async function appendCharge(trx: Trx, job: JobsTable, balanceAfterMilli: number | null): Promise<void> {
  if (balanceAfterMilli === null) return;
  await appendLedger(trx, {
    userId: job.user_id,
    kind: 'charge',
    amountMilli: -job.cost_milli,
    balanceAfterMilli,
    jobId: job.id,
    by: job.channel,
    note: job.service_id,
    at: job.created_at,
  });
}

/**
 * Records a call whose in-process engine failed before anything was charged: the job row only,
 * status failed, no ledger row.
 */
export async function recordUnchargedFailure(ctx: AppContext, job: JobsTable, error: string): Promise<void> {
  await writeTransaction(ctx, (trx) => insertJob(trx, { ...job, status: 'failed', error }));
}

/**
 * Marks a job done; `alsoInTransaction` (keeping the answer for Idempotency-Key replays) commits
 * with it, so a process that dies after settling leaves the answer to collect, not a lost one.
 * False when the job was no longer running (refunded after its deadline): nothing is written.
 */
export async function completeJob(
  ctx: AppContext,
  job: JobsTable,
  alsoInTransaction?: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  const finishedAt = ctx.now();
  return writeTransaction(ctx, async (trx) => {
    const settled = await finishJob(trx, job.id, {
      status: 'succeeded',
      finishedAt,
      durationMs: finishedAt - job.created_at,
    });
    if (settled && alsoInTransaction) await alsoInTransaction(trx);
    return settled;
  });
}

/**
 * Marks a job failed and gives its charge back with a refund ledger row, in one transaction. Only a
 * job still running is refunded, so the engine path and the stale-job sweep can never both refund.
 */
export async function failAndRefundJob(
  ctx: AppContext,
  job: JobsTable,
  error: string,
  /** The user's cancel of a job still queued (jobs/cancel.ts): refunded only if no runner took it. */
  cancel?: { onlyQueued: true; note: string },
  /** Written with the refund (an asynchronous job's error answer and its webhook). */
  alsoInTransaction?: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  const ended = await writeTransaction(ctx, async (trx) => {
    const finishedAt = ctx.now();
    const settled = await finishJob(
      trx,
      job.id,
      { status: cancel ? 'cancelled' : 'failed', finishedAt, durationMs: finishedAt - job.created_at, error },
      cancel?.onlyQueued ?? false,
    );
    if (!settled) return false;
    await alsoInTransaction?.(trx);
    // The call's Idempotency-Key (still waiting for this answer) is freed: a retry runs afresh.
    if (job.idempotency_key) await freeWaitingIdempotencyKey(trx, job.user_id, job.idempotency_key);
    if (job.cost_milli <= 0) return true;
    const keyId = job.api_key_id ?? null;
    if (keyId !== null)
      await refundKeySpend(trx, { keyId, costMilli: job.cost_milli, chargedAt: job.created_at });
    const balanceAfterMilli = await creditBalance(trx, job.user_id, job.cost_milli);
    if (balanceAfterMilli === undefined)
      throw new Error(`refund of job ${job.id}: user ${job.user_id} is gone`);
    await appendLedger(trx, {
      userId: job.user_id,
      kind: 'refund',
      amountMilli: job.cost_milli,
      balanceAfterMilli,
      jobId: job.id,
      by: 'system',
      note: cancel?.note ?? 'engine failure',
      at: finishedAt,
    });
    return true;
  });
  // Counted once committed: the refund alert (deploy/prometheus/alerts.yml) watches this.
  if (ended && job.cost_milli > 0)
    ctx.metrics.refunded(job.service_id, cancel ? 'cancelled' : 'failed', job.cost_milli);
  return ended;
}
