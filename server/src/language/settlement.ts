import { EngineTimeoutError } from '@zuban/engines/errors';
import {
  completeJob,
  failAndRefundJob,
  openJob,
  openQueuedJob,
  recordUnchargedFailure,
} from '../billing/charge';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';
import type { JobsTable } from '../db/schema';
import { withDeadline } from '../jobs/engine-failure';
import type { QueueFamily } from '../jobs/queue/families';
import { runOnQueue } from '../jobs/queue/heavy-call';
import type { KeyRefusal } from '../keys/key-spend';
import type { PreparedCall, ServiceOutput } from './binding';

/**
 * How a paid call's money moves (billing/README.md says when each applies and why):
 * - `run-then-charge`: in-process text engines of a few milliseconds run first; the finished job,
 *   the debit and the ledger row are then one write (on PostgreSQL one statement, batched).
 * - `charge-then-run`: engines that take seconds or leave the process (speech, OCR, LLM; in this
 *   process or on a queue worker) run under a charged, running job row; a failure is refunded.
 * Two more live elsewhere: an asynchronous job (jobs/async) is charged when queued, like
 * charge-then-run, and realtime speech (billing/instalments.ts) is charged in instalments.
 */
export type SettlementMode = 'run-then-charge' | 'charge-then-run';

/** A synchronous call to settle: its job row (not yet written) and how to run its engine. */
export interface SettleRequest {
  mode: SettlementMode;
  job: JobsTable;
  /** The balance read with the credentials: run-then-charge runs nothing when it is too low. */
  balanceMilli: number;
  /** The engine queue family of a heavy engine (charge-then-run); undefined runs it here. */
  family: QueueFamily | undefined;
  prepared: PreparedCall;
  timeoutMs: number;
  /** Keeps the Idempotency-Key's answer; committed with the success where the mode allows. */
  onSucceeded?: ((db: Db, output: ServiceOutput) => Promise<void>) | undefined;
}

const neverAborted = new AbortController().signal;

/** Settles one synchronous paid call in its mode. */
export function settle(ctx: AppContext, call: SettleRequest): Promise<SettledCall> {
  const { job, prepared, family, timeoutMs } = call;
  if (call.mode === 'run-then-charge') {
    // Text engines keep their deadline on the pool thread (text-pool/run-in-pool.ts): a timer here
    // could not interrupt the rare short text they run on the event loop anyway.
    return runThenCharge(
      ctx,
      job,
      call.balanceMilli,
      () => prepared.run({ ctx, signal: neverAborted }),
      call.onSucceeded,
    );
  }
  return chargeThenRun(
    ctx,
    job,
    family
      ? () => runOnQueue(ctx, family, { jobId: job.id, serviceId: job.service_id, prepared, timeoutMs })
      : () => withDeadline(timeoutMs, (signal) => prepared.run({ ctx, signal })),
    call.onSucceeded,
  );
}

/** How a metered call ended, for callService to answer. */
export type SettledCall =
  | { kind: 'done'; output: ServiceOutput }
  | { kind: 'insufficient'; balanceMilli: number }
  /** The named key may not pay: its monthly cap (402), or revoked or expired since the call began. */
  | { kind: 'key_refused'; refusal: KeyRefusal }
  /** Another job holding the same exclusive_key is running (a second free browser OCR call). */
  | { kind: 'busy' }
  | { kind: 'failed'; error: unknown; refundedMilli: number };

type RunEngine = () => Promise<ServiceOutput>;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}

/**
 * Engines that take seconds or leave the process (speech, OCR, an LLM; in this process or on a
 * queue worker): the cost is taken with a running job row before the engine starts, so parallel
 * calls can never spend the same money, and given back with a refund row if the engine fails or
 * the deadline passes. Both settlements are conditional on the job still running, so a job is
 * settled once whatever answers late (a worker after the deadline, the stale-job sweep).
 * `onSucceeded` commits with the success (the Idempotency-Key's answer).
 */
async function chargeThenRun(
  ctx: AppContext,
  job: JobsTable,
  run: RunEngine,
  onSucceeded?: (trx: Trx, output: ServiceOutput) => Promise<void>,
): Promise<SettledCall> {
  const opened = await openQueuedJob(ctx, job);
  if (!opened.ok) {
    if ('busy' in opened) return { kind: 'busy' };
    if ('keyRefused' in opened) return { kind: 'key_refused', refusal: opened.keyRefused };
    return { kind: 'insufficient', balanceMilli: opened.balanceMilli };
  }
  let output: ServiceOutput;
  try {
    output = await run();
  } catch (error) {
    const refunded = await failAndRefundJob(ctx, job, errorText(error));
    return { kind: 'failed', error, refundedMilli: refunded ? job.cost_milli : 0 };
  }
  const completed = await completeJob(ctx, job, onSucceeded && ((trx) => onSucceeded(trx, output)));
  if (completed) return { kind: 'done', output };
  // Settled meanwhile (refunded past its deadline by the sweep): the answer came too late to sell.
  return {
    kind: 'failed',
    error: new EngineTimeoutError('The engine answered after the deadline; the call was refunded.'),
    refundedMilli: job.cost_milli,
  };
}

/**
 * In-process engines of a few milliseconds (the text tools): the engine runs first and the call is
 * charged in ONE write with its finished job row and ledger row, instead of a write before and one
 * after. The balance is checked before running (too low: nothing runs); the debit itself is still
 * conditional, so when parallel calls drain the balance meanwhile the late ones get 402 and their
 * output is thrown away, never charged twice. A failed engine leaves a failed job and no charge.
 */
async function runThenCharge(
  ctx: AppContext,
  job: JobsTable,
  balanceMilli: number,
  run: RunEngine,
  onSucceeded?: (db: Db, output: ServiceOutput) => Promise<void>,
): Promise<SettledCall> {
  if (balanceMilli < job.cost_milli) return { kind: 'insufficient', balanceMilli };
  let output: ServiceOutput;
  try {
    output = await run();
  } catch (error) {
    const finishedAt = ctx.now();
    await recordUnchargedFailure(
      ctx,
      { ...job, finished_at: finishedAt, duration_ms: finishedAt - job.created_at },
      errorText(error),
    );
    return { kind: 'failed', error, refundedMilli: 0 };
  }
  const finishedAt = ctx.now();
  const charged = await openJob(ctx, {
    ...job,
    status: 'succeeded',
    finished_at: finishedAt,
    duration_ms: finishedAt - job.created_at,
  });
  if (!charged.ok) {
    if ('keyRefused' in charged) return { kind: 'key_refused', refusal: charged.keyRefused };
    return { kind: 'insufficient', balanceMilli: charged.balanceMilli };
  }
  // The charge may have been one batched statement (PostgreSQL): the answer is kept right after it.
  await onSucceeded?.(ctx.db, output);
  return { kind: 'done', output };
}
