import { priceMilli } from '@zuban/contract/pricing';
import { asr } from '@zuban/contract/services/asr';
import { completeJob, openJob } from '../../billing/charge';
import { pricingFor } from '../../billing/prices';
import type { AppContext } from '../../context';
import type { JobsTable } from '../../db/schema';
import { newJobId } from '../../jobs/jobs-repo';
import type { StreamCaller } from './authenticate';

// Realtime streams are billed like /asr: per started 15 seconds of audio received. API callers
// pay; the web tool's streams are free (portal §1) but are recorded in history all the same.

export const BLOCK_SECONDS = 15;

export const startedBlocks = (seconds: number) => (seconds <= 0 ? 0 : Math.ceil(seconds / BLOCK_SECONDS));

export async function streamPrice(ctx: AppContext, caller: StreamCaller, seconds: number): Promise<number> {
  if (caller.channel === 'web') return 0;
  const pricing = await pricingFor(ctx, caller.userId, asr.id, asr.defaultPrice);
  return priceMilli(startedBlocks(seconds), pricing.row);
}

/** The caller's balance covers `seconds` of streaming (checked as each new block starts). */
export async function canAfford(ctx: AppContext, caller: StreamCaller, seconds: number): Promise<boolean> {
  const price = await streamPrice(ctx, caller, seconds);
  if (price === 0) return true;
  const row = await ctx.db
    .selectFrom('users')
    .select('balance_milli')
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  return (row?.balance_milli ?? 0) >= price;
}

/** Records the stream as one job and debits it; returns the job, or undefined for an empty stream. */
export async function chargeStream(
  ctx: AppContext,
  caller: StreamCaller,
  seconds: number,
): Promise<{ jobId: string; costMilli: number; charged: boolean } | undefined> {
  const units = startedBlocks(seconds);
  if (units === 0) return undefined;
  const cost = await streamPrice(ctx, caller, seconds);
  const job: JobsTable = {
    id: newJobId(),
    user_id: caller.userId,
    service_id: asr.id,
    channel: caller.channel,
    units,
    cost_milli: cost,
    status: 'running',
    input_summary: `realtime stream, ${Math.round(seconds)} s of audio`,
    parameters: null,
    error: null,
    created_at: ctx.now(),
    finished_at: null,
    duration_ms: null,
  };
  const opened = await openJob(ctx, job);
  if (!opened.ok) return { jobId: job.id, costMilli: cost, charged: false };
  await completeJob(ctx, job);
  return { jobId: job.id, costMilli: cost, charged: true };
}
