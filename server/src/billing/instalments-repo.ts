import type { Trx } from '../db/group-commit';

// The job row of a stream paid in instalments (instalments.ts): its first instalment writes it
// (job-rows/jobs-repo.ts), these add to it and close it.

/** Adds a later instalment's units and cost to the job row, with how long the job has run so far. */
export async function addInstalmentToJob(
  trx: Trx,
  jobId: string,
  instalment: { units: number; costMilli: number; at: number },
  durationMs: number,
): Promise<void> {
  await trx
    .updateTable('jobs')
    .set((eb) => ({
      units: eb('units', '+', instalment.units),
      cost_milli: eb('cost_milli', '+', instalment.costMilli),
      finished_at: instalment.at,
      duration_ms: durationMs,
    }))
    .where('id', '=', jobId)
    .execute();
}

/** The job row's last word: when it ended, how long it ran and what it did. */
export async function closeJobRow(
  trx: Trx,
  jobId: string,
  outcome: { finishedAt: number; durationMs: number; inputSummary: string },
): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({
      finished_at: outcome.finishedAt,
      duration_ms: outcome.durationMs,
      input_summary: outcome.inputSummary,
    })
    .where('id', '=', jobId)
    .execute();
}
