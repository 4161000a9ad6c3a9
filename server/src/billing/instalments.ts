import type { AppContext } from '../context';
import { writeTransaction } from '../db/group-commit';
import type { JobsTable } from '../db/schema';
import { insertJob } from '../job-rows/jobs-repo';
import { chargeKeySpend, type KeyRefusal, undoKeySpend } from '../keys/key-spend';
import { balanceOf } from './charge';
import { addInstalmentToJob, closeJobRow } from './instalments-repo';
import { appendLedger, debitBalance } from './ledger-repo';

// Jobs paid as they go (a realtime stream pays each 15-second block before it is served), where
// one debit at the end could find the money gone. Each instalment is paid in one transaction: the
// conditional debit, the job row and the charge ledger row. The job is written 'succeeded' with
// what has been paid and delivered so far, never 'running': if the process dies mid-stream, the
// blocks already served stay paid, and the stale-job sweep (which refunds running jobs) leaves
// them alone.

export interface Instalment {
  /** Units this instalment pays for. */
  units: number;
  /** Its price in milli-PKR (0 for a free channel or units inside the minimum charge). */
  costMilli: number;
  at: number;
}

export type InstalmentResult =
  | { ok: true }
  | { ok: false; balanceMilli: number }
  /** The stream's named key may not pay this block (its monthly cap, or revoked or expired meanwhile). */
  | { ok: false; keyRefused: KeyRefusal };

/**
 * Pays one instalment of `job`: the first inserts the job row (units and cost of this instalment,
 * status succeeded), later ones add to it. Nothing is written when the balance does not cover it.
 */
export async function payInstalment(
  ctx: AppContext,
  job: Pick<
    JobsTable,
    'id' | 'user_id' | 'service_id' | 'channel' | 'input_summary' | 'parameters' | 'created_at' | 'api_key_id'
  >,
  instalment: Instalment,
  first: boolean,
): Promise<InstalmentResult> {
  const paid = await writeTransaction(ctx, async (trx): Promise<InstalmentResult> => {
    let balanceAfterMilli: number | undefined;
    const keyId = job.api_key_id ?? null;
    let keyMonth: string | undefined;
    if (instalment.costMilli > 0) {
      // The key's cap first, in this transaction (keys/key-spend.ts), as every other charge does.
      if (keyId !== null) {
        const spent = await chargeKeySpend(trx, {
          keyId,
          userId: job.user_id,
          costMilli: instalment.costMilli,
          at: instalment.at,
        });
        if (!spent.ok) return { ok: false, keyRefused: spent.refusal };
        keyMonth = spent.month;
      }
      balanceAfterMilli = await debitBalance(trx, job.user_id, instalment.costMilli);
      if (balanceAfterMilli === undefined) {
        if (keyId !== null && keyMonth !== undefined)
          await undoKeySpend(trx, { keyId, costMilli: instalment.costMilli, month: keyMonth });
        return { ok: false, balanceMilli: await balanceOf({ db: trx }, job.user_id) };
      }
    }
    if (first) {
      await insertJob(trx, {
        ...job,
        units: instalment.units,
        cost_milli: instalment.costMilli,
        status: 'succeeded',
        error: null,
        finished_at: instalment.at,
        duration_ms: instalment.at - job.created_at,
      });
    } else {
      await addInstalmentToJob(trx, job.id, instalment, instalment.at - job.created_at);
    }
    if (balanceAfterMilli !== undefined) {
      await appendLedger(trx, {
        userId: job.user_id,
        kind: 'charge',
        amountMilli: -instalment.costMilli,
        balanceAfterMilli,
        jobId: job.id,
        by: job.channel,
        note: job.service_id,
        at: instalment.at,
      });
    }
    return { ok: true };
  });
  // Counted once committed (metrics/), like every other charge.
  if (paid.ok && instalment.costMilli > 0) ctx.metrics.charged(job.service_id, instalment.costMilli);
  if (paid.ok && instalment.costMilli > 0) ctx.chargeWatch?.charged(job.user_id, job.api_key_id);
  return paid;
}

/** The job's last word once it is over: when it ended and what it did (its money is already settled). */
export async function closeInstalmentJob(
  ctx: AppContext,
  job: Pick<JobsTable, 'id' | 'created_at'>,
  outcome: { finishedAt: number; inputSummary: string },
): Promise<void> {
  await writeTransaction(ctx, (trx) =>
    closeJobRow(trx, job.id, {
      finishedAt: outcome.finishedAt,
      durationMs: outcome.finishedAt - job.created_at,
      inputSummary: outcome.inputSummary,
    }),
  );
}
