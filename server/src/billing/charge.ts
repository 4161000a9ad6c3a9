import type { AppContext } from '../context';
import { writeTransaction } from '../db/group-commit';
import type { JobsTable } from '../db/schema';
import { finishJob, insertJob } from '../jobs/jobs-repo';
import { appendLedger, creditBalance, debitBalance } from './ledger';

export type OpenJobResult =
  | { ok: true; balanceAfterMilli: number | null }
  | { ok: false; balanceMilli: number };

/**
 * Starts a job (or records a finished one): debits its cost (if any) and writes the job row and
 * the charge ledger row in one transaction. When the balance does not cover the cost nothing is
 * written and the current balance is returned for the 402 message.
 */
export async function openJob(ctx: AppContext, job: JobsTable): Promise<OpenJobResult> {
  return writeTransaction(ctx, async (trx) => {
    let balanceAfterMilli: number | null = null;
    if (job.cost_milli > 0) {
      const after = await debitBalance(trx, job.user_id, job.cost_milli);
      if (after === undefined) {
        const row = await trx
          .selectFrom('users')
          .select('balance_milli')
          .where('id', '=', job.user_id)
          .executeTakeFirst();
        return { ok: false, balanceMilli: row?.balance_milli ?? 0 };
      }
      balanceAfterMilli = after;
    }
    await insertJob(trx, job);
    if (balanceAfterMilli !== null) {
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
    return { ok: true, balanceAfterMilli };
  });
}

/**
 * Records a call whose in-process engine failed before anything was charged: the job row only,
 * status failed, no ledger row.
 */
export async function recordUnchargedFailure(ctx: AppContext, job: JobsTable, error: string): Promise<void> {
  await writeTransaction(ctx, (trx) => insertJob(trx, { ...job, status: 'failed', error }));
}

/** Marks a job done. */
export async function completeJob(ctx: AppContext, job: JobsTable): Promise<void> {
  const finishedAt = ctx.now();
  await writeTransaction(ctx, (trx) =>
    finishJob(trx, job.id, { status: 'succeeded', finishedAt, durationMs: finishedAt - job.created_at }),
  );
}

/**
 * Marks a job failed and gives its charge back with a refund ledger row, in one transaction. Only a
 * job still running is refunded, so the engine path and the stale-job sweep can never both refund.
 */
export async function failAndRefundJob(ctx: AppContext, job: JobsTable, error: string): Promise<boolean> {
  return writeTransaction(ctx, async (trx) => {
    const finishedAt = ctx.now();
    const settled = await finishJob(trx, job.id, {
      status: 'failed',
      finishedAt,
      durationMs: finishedAt - job.created_at,
      error,
    });
    if (!settled) return false;
    if (job.cost_milli <= 0) return true;
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
      note: 'engine failure',
      at: finishedAt,
    });
    return true;
  });
}
