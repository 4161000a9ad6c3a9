import { type PriceRow, priceMilli } from '@zuban/contract/pricing';
import { asr } from '@zuban/contract/services/asr';
import { closeInstalmentJob, type InstalmentResult, payInstalment } from '../../billing/instalments';
import { pricingFor } from '../../billing/prices';
import type { AppContext } from '../../context';
import { newJobId } from '../../job-rows/jobs-repo';
import type { StreamCaller } from './authenticate';

// Realtime streams are billed like /asr, per started 15 seconds of audio, but paid as they go:
// each block is debited (only if the balance covers it) before its audio is served, so a stream
// can never run up audio its caller cannot pay for, and two streams cannot spend the same money.
// The stream's one job is written with its first block. API callers pay; the web tool's streams
// are free (portal §1) but are recorded in history all the same.

export const BLOCK_SECONDS = 15;

export const startedBlocks = (seconds: number) => (seconds <= 0 ? 0 : Math.ceil(seconds / BLOCK_SECONDS));

/**
 * What the first `blocks` blocks cost in all: the /asr price of that many units (minimum charge
 * and discount included), never less than what was already paid, so a price that dips after the
 * minimum units (a minimum charge above the unit price) never turns into a refund mid-stream.
 */
export function totalForBlocks(blocks: number, row: PriceRow | undefined, paidMilli: number): number {
  if (!row || blocks === 0) return paidMilli;
  return Math.max(paidMilli, priceMilli(blocks, row));
}

export interface StreamBilling {
  readonly jobId: string;
  /** Pays every block up to the `blocks`-th; on a shortfall nothing is paid and the stream must end. */
  payThrough(blocks: number): Promise<InstalmentResult>;
  paidBlocks(): number;
  costMilli(): number;
  /** Records how much audio the stream had once it is over; a stream that paid no block has no job. */
  close(seconds: number): Promise<void>;
}

/** Starts billing one stream at the caller's price now (a price change applies to the next stream). */
export async function startStreamBilling(ctx: AppContext, caller: StreamCaller): Promise<StreamBilling> {
  const row =
    caller.channel === 'web'
      ? undefined
      : (await pricingFor(ctx, caller.userId, asr.id, asr.defaultPrice)).row;
  const job = {
    id: newJobId(),
    user_id: caller.userId,
    service_id: asr.id,
    channel: caller.channel,
    input_summary: 'realtime stream',
    parameters: null,
    created_at: ctx.now(),
    api_key_id: caller.apiKeyId ?? null,
  };
  let blocksPaid = 0;
  let paidMilli = 0;
  return {
    jobId: job.id,
    paidBlocks: () => blocksPaid,
    costMilli: () => paidMilli,
    async payThrough(blocks) {
      if (blocks <= blocksPaid) return { ok: true };
      const total = totalForBlocks(blocks, row, paidMilli);
      const instalment = { units: blocks - blocksPaid, costMilli: total - paidMilli, at: ctx.now() };
      const paid = await payInstalment(ctx, job, instalment, blocksPaid === 0);
      if (!paid.ok) return paid;
      blocksPaid = blocks;
      paidMilli = total;
      return paid;
    },
    async close(seconds) {
      if (blocksPaid === 0) return;
      await closeInstalmentJob(ctx, job, {
        finishedAt: ctx.now(),
        inputSummary: `realtime stream, ${Math.round(seconds)} s of audio`,
      });
    },
  };
}
