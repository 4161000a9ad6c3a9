import { asyncJobPath } from '@zuban/contract/async-jobs';
import { coded } from '@zuban/contract/message-catalogue';
import { PIPELINE_SERVICE_ID } from '@zuban/contract/pipeline';
import { priceMilli } from '@zuban/contract/pricing';
import type { Principal } from '../auth';
import { openAsyncJob } from '../billing/charge';
import { insufficientBalance } from '../billing/insufficient-balance';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { insertPayload, markAsynchronous } from '../jobs/async/async-jobs-repo';
import type { CompositeJob } from '../jobs/async/runner';
import { assertPendingRoom, resolveCallbackUrl } from '../jobs/async/submit';
import { asyncJobView } from '../jobs/async/view';
import { rememberAnswer } from '../language/idempotency';
import { principalColumns } from '../users/users-repo';
import { parentJobRow, pipelineAnswerBody, stepJobIds } from './parent';
import { type PipelinePlan, planPipeline } from './plan';
import { runPipelineSteps } from './run-steps';
import { anyStepStarted, insertSteps, listSteps, stepJobIdsOf } from './steps-repo';

/** What an asynchronous pipeline keeps to run on: the steps and the first step's input. */
interface StoredPipeline {
  steps: unknown;
  [field: string]: unknown;
}

/**
 * Queues a checked pipeline (`Prefer: respond-async`): its parent job (queued, never charged), its
 * planned steps and its input in one transaction; a runner of any instance then runs the steps,
 * each charged when it starts. A balance that does not cover the first step is refused now (402),
 * with nothing queued.
 */
export async function submitPipeline(
  ctx: AppContext,
  s: {
    principal: Principal;
    plan: PipelinePlan;
    body: Record<string, unknown>;
    requestId: string;
    callbackUrl: string | undefined;
    /** The Idempotency-Key: its 202 answer is kept in the submission's transaction. */
    idempotencyKey: string | null;
  },
) {
  const { principal, plan } = s;
  await assertPendingRoom(ctx, principal.userId);
  const firstCost =
    principal.channel === 'web' ? 0 : priceMilli(plan.first.units, plan.steps[0]!.pricing.row);
  if (principal.balanceMilli < firstCost) throw insufficientBalance(principal.balanceMilli, firstCost);
  const callbackUrl = await resolveCallbackUrl(ctx, principal.userId, s.callbackUrl);
  const createdAt = ctx.now();
  const parent = parentJobRow(principal, plan, { status: 'queued', createdAt, requestId: s.requestId });
  const jobIds = stepJobIds(plan);
  const field = plan.steps[0]!.field;
  const view = asyncJobView({ ...parent, started_at: null, asynchronous: 1, callback_url: callbackUrl });
  const steps = plan.steps.map((step) => ({
    index: step.index,
    service: step.bound.declaration.id,
    jobId: null,
    cost: 0,
    status: 'pending' as const,
  }));
  const body = { ...view, steps };
  const stored: StoredPipeline = { steps: s.body.steps, [field]: s.body[field] };
  await openAsyncJob(ctx, parent, async (trx) => {
    await markAsynchronous(trx, parent.id, callbackUrl);
    await insertPayload(trx, { job_id: parent.id, input: JSON.stringify(stored), created_at: createdAt });
    await insertSteps(
      trx,
      parent.id,
      plan.steps.map((step, i) => ({ serviceId: step.bound.declaration.id, jobId: jobIds[i]! })),
    );
    if (s.idempotencyKey) await rememberAnswer(trx, principal.userId, s.idempotencyKey, 202, body);
  });
  ctx.asyncRunner?.nudge();
  return { location: asyncJobPath(parent.id), body };
}

/** The owner of a queued pipeline as its steps are charged to them: channel as submitted. */
async function principalOfJob(
  ctx: AppContext,
  userId: string,
  channel: Principal['channel'],
  apiKeyId: string | null,
): Promise<Principal> {
  const user = await principalColumns(ctx.db, userId);
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    role: user.role,
    status: user.status,
    balanceMilli: user.balance_milli,
    channel,
    // Only the key's id is charged with (its cap and revocation are checked in the debit's own
    // transaction); its allowed services were checked when the pipeline was submitted.
    ...(apiKeyId
      ? { apiKey: { id: apiKeyId, name: '', allowedServices: null, capMilli: null, spentMilli: 0 } }
      : {}),
  };
}

/**
 * A pipeline as the asynchronous runner runs it: planned again on its stored input (prices as they
 * are when it runs), then its steps in order. A pipeline taken again after its runner died is not
 * run again once a step started: those steps were charged (or are refunded by the stale-job sweep),
 * and running them twice would charge twice; it ends failed, `pipeline_interrupted`.
 */
export const pipelineJob: CompositeJob = {
  serviceId: PIPELINE_SERVICE_ID,
  async run(ctx, job, input) {
    if (await anyStepStarted(ctx.db, job.id)) {
      return {
        ok: false,
        error: new AppError(
          503,
          'pipeline_interrupted',
          coded('pipeline.interrupted'),
          {},
          { steps: await listSteps(ctx.db, job.id) },
        ),
      };
    }
    const stored = (input ?? {}) as StoredPipeline;
    const principal = await principalOfJob(ctx, job.user_id, job.channel, job.api_key_id ?? null);
    let plan: PipelinePlan;
    try {
      plan = await planPipeline(ctx, principal, stored);
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error };
      throw error;
    }
    const jobIds = await stepJobIdsOf(ctx.db, job.id);
    const outcome = await runPipelineSteps(ctx, {
      principal,
      plan,
      parentId: job.id,
      jobIds,
      requestId: job.request_id ?? job.id,
    });
    if (!outcome.ok) {
      const { error } = outcome;
      return {
        ok: false,
        error: new AppError(error.status, error.code, error.message, error.headers, {
          ...error.extra,
          steps: outcome.steps,
        }),
      };
    }
    return {
      ok: true,
      body: pipelineAnswerBody(plan, outcome.output, job.id, outcome.costMilli, outcome.steps),
      media: outcome.output.media ?? null,
    };
  },
  async view(ctx, job) {
    const steps = await listSteps(ctx.db, job.id);
    // A pipeline cancelled while queued (or given up) never ran the steps it had planned.
    if (job.status === 'queued' || job.status === 'running') return { steps };
    return { steps: steps.map((s) => (s.status === 'pending' ? { ...s, status: 'not_run' as const } : s)) };
  },
};
