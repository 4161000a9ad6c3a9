import { PIPELINE_SERVICE_ID, type PipelineStepView } from '@zuban/contract/pipeline';
import { milliToPkr } from '@zuban/contract/pricing';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { writeTransaction } from '../db/group-commit';
import type { JobsTable } from '../db/schema';
import { finishJob, insertJob, newJobId } from '../job-rows/jobs-repo';
import { serviceAnswer } from '../jobs/answer';
import type { ServiceOutput } from '../language/binding';
import type { PipelinePlan } from './plan';
import { insertSteps } from './steps-repo';

/** The services of a plan, as the history's "Details" and the job page show them. */
export function chainText(plan: PipelinePlan): string {
  return plan.steps.map((s) => s.bound.declaration.id).join(' → ');
}

/**
 * The pipeline's own job row: never charged (cost 0: each step is charged as its own job), it is
 * what the caller polls, what an asynchronous runner claims, and what the steps hang under.
 */
export function parentJobRow(
  principal: Principal,
  plan: PipelinePlan,
  call: { status: 'running' | 'queued'; createdAt: number; requestId: string },
): JobsTable {
  const chain = chainText(plan);
  return {
    id: newJobId(),
    user_id: principal.userId,
    service_id: PIPELINE_SERVICE_ID,
    channel: principal.channel,
    units: plan.steps.length,
    cost_milli: 0,
    status: call.status,
    input_summary: chain,
    parameters: JSON.stringify({ steps: chain }),
    error: null,
    created_at: call.createdAt,
    finished_at: null,
    duration_ms: null,
    request_id: call.requestId,
    idempotency_key: null,
    // The named key the pipeline was sent with: its steps are charged to it, in the runner too.
    api_key_id: principal.apiKey?.id ?? null,
  };
}

/** The job ids the steps will run under, one per step, chosen with the parent. */
export function stepJobIds(plan: PipelinePlan): string[] {
  return plan.steps.map(() => newJobId());
}

/** A synchronous pipeline's parent and its planned steps, written together before the first step. */
export async function openPipeline(
  ctx: AppContext,
  parent: JobsTable,
  plan: PipelinePlan,
  jobIds: readonly string[],
) {
  await writeTransaction(ctx, async (trx) => {
    await insertJob(trx, parent);
    await insertSteps(
      trx,
      parent.id,
      plan.steps.map((s, i) => ({ serviceId: s.bound.declaration.id, jobId: jobIds[i]! })),
    );
  });
}

/** Ends a synchronous pipeline's parent job as its steps ended. */
export async function closePipeline(
  ctx: AppContext,
  parent: JobsTable,
  outcome: { ok: boolean; error?: string },
): Promise<void> {
  const finishedAt = ctx.now();
  await finishJob(ctx.db, parent.id, {
    status: outcome.ok ? 'succeeded' : 'failed',
    finishedAt,
    durationMs: finishedAt - parent.created_at,
    ...(outcome.error ? { error: outcome.error } : {}),
  });
}

/**
 * The answer of a pipeline that ran to its end: the last step's own answer (its `result`,
 * `response` and fields, such as a TTS answer's `format` and `contentType`), with the parent job,
 * the steps' total and each step.
 */
export function pipelineAnswerBody(
  plan: PipelinePlan,
  output: ServiceOutput,
  parentId: string,
  costMilli: number,
  steps: PipelineStepView[],
): Record<string, unknown> {
  const last = plan.steps[plan.steps.length - 1]!.bound.declaration;
  return { ...serviceAnswer(last, output, parentId, costMilli), cost: milliToPkr(costMilli), steps };
}
