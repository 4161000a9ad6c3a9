import { coded } from '@zuban/contract/message-catalogue';
import type { PipelineStepView } from '@zuban/contract/pipeline';
import { milliToPkr, priceMilli } from '@zuban/contract/pricing';
import type { Principal } from '../auth';
import { balanceOf } from '../billing/charge';
import { insufficientBalance } from '../billing/insufficient-balance';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { engineFailureError } from '../jobs/engine-failure';
import { newJobRow } from '../jobs/new-job-row';
import { admitToQueue, queuedJobColumns, webJobRunningError } from '../jobs/queue/heavy-call';
import { keyRefusalError } from '../keys/key-errors';
import { callDeadlineMs, type PreparedCall, prepareChecked, type ServiceOutput } from '../language/binding';
import { type SettledCall, settle } from '../language/settlement';
import type { PipelinePlan, PlannedStep } from './plan';
import { listSteps, markRestNotRun, setStepStatus } from './steps-repo';

export interface PipelineRun {
  principal: Principal;
  plan: PipelinePlan;
  parentId: string;
  /** The job id each step runs under, chosen when the pipeline was written. */
  jobIds: readonly string[];
  requestId: string;
}

/** How a pipeline ended: the last step's output, or the error that stopped it; the steps either way. */
export type PipelineOutcome =
  | { ok: true; output: ServiceOutput; steps: PipelineStepView[]; costMilli: number }
  | { ok: false; error: AppError; steps: PipelineStepView[]; failedStep: number };

/** A step's answer as the next step's input: text as it is, a file (speech) as its base64. */
function asNextInput(output: ServiceOutput): string {
  return String(output.response);
}

/**
 * Runs the steps in order, each a job of its own service charged at its own price when it starts,
 * through the native call's settlement (language/settlement.ts: the same conditional debit, job
 * and ledger rows, refund on failure). The first step that cannot run or fails stops the pipeline:
 * a failed engine is refunded by its settlement, a step refused before its charge (its input, 402)
 * writes no job, and the steps after it are neither run nor charged. Steps that finished stay
 * charged: they ran (docs/decisions/pipelines.md).
 */
export async function runPipelineSteps(ctx: AppContext, run: PipelineRun): Promise<PipelineOutcome> {
  const { plan, parentId } = run;
  let input: string | undefined;
  let output: ServiceOutput | undefined;
  let costMilli = 0;
  for (const step of plan.steps) {
    // A step's own outcome is its job row's; a step refused before its charge (no job) is `not_run`
    // with the steps after it, in one write.
    const stopped = async (error: AppError, charged = false) => {
      await markRestNotRun(ctx.db, parentId, charged ? step.index + 1 : step.index);
      const tagged = new AppError(error.status, error.code, error.message, error.headers, {
        ...error.extra,
        step: step.index,
        service: step.bound.declaration.id,
      });
      return {
        ok: false,
        error: tagged,
        steps: await listSteps(ctx.db, parentId),
        failedStep: step.index,
      } as const;
    };
    let prepared: PreparedCall;
    try {
      prepared =
        step.index === 0
          ? plan.first
          : await prepareChecked(step.bound, { ...step.options, [step.field]: input }, ctx);
    } catch (error) {
      return stopped(
        error instanceof AppError ? error : engineFailureError(error, step.bound.declaration.failureMessage),
      );
    }
    const cost = run.principal.channel === 'web' ? 0 : priceMilli(prepared.units, step.pricing.row);
    let settled: SettledCall;
    try {
      settled = await chargeAndRunStep(ctx, run, step, prepared, cost);
    } catch (error) {
      // Refused before its charge (a full queue): nothing of this step was written.
      return stopped(
        error instanceof AppError ? error : engineFailureError(error, step.bound.declaration.failureMessage),
      );
    }
    if (settled.kind !== 'done') {
      return stopped(stepError(step, settled, cost, run.jobIds[step.index]!), settled.kind === 'failed');
    }
    costMilli += cost;
    output = settled.output;
    input = asNextInput(settled.output);
  }
  return { ok: true, output: output!, steps: await listSteps(ctx.db, parentId), costMilli };
}

/** One step's job, written and settled like the native call's (call-service.ts settleNow), under the pipeline. */
async function chargeAndRunStep(
  ctx: AppContext,
  run: PipelineRun,
  step: PlannedStep,
  prepared: PreparedCall,
  cost: number,
): Promise<SettledCall> {
  const { declaration } = step.bound;
  const family = step.bound.inProcess ? undefined : await admitToQueue(ctx, declaration);
  const timeoutMs = callDeadlineMs(step.bound, prepared, ctx);
  const createdAt = ctx.now();
  const job = {
    ...newJobRow({
      serviceId: declaration.id,
      principal: run.principal,
      prepared,
      costMilli: cost,
      status: 'running',
      createdAt,
      requestId: run.requestId,
      idempotencyKey: null,
    }),
    id: run.jobIds[step.index]!,
    ...(family
      ? queuedJobColumns(family, {
          userId: run.principal.userId,
          channel: run.principal.channel,
          createdAt,
          timeoutMs,
        })
      : {}),
  };
  await setStepStatus(ctx.db, run.parentId, step.index, 'running');
  return settle(ctx, {
    mode: step.bound.inProcess ? 'run-then-charge' : 'charge-then-run',
    job,
    // The balance now, not the one read with the credentials: the steps before spent some of it.
    balanceMilli: await balanceOf(ctx, run.principal.userId),
    family,
    prepared,
    timeoutMs,
  });
}

/** Why a step did not finish, as the native call would have answered it. */
function stepError(
  step: PlannedStep,
  settled: Exclude<SettledCall, { kind: 'done' }>,
  cost: number,
  jobId: string,
): AppError {
  switch (settled.kind) {
    case 'busy':
      return webJobRunningError();
    case 'insufficient':
      return insufficientBalance(settled.balanceMilli, cost);
    case 'key_refused':
      return keyRefusalError(settled.refusal, cost);
    case 'failed':
      return engineFailureError(settled.error, step.bound.declaration.failureMessage, {
        jobId,
        refunded: milliToPkr(settled.refundedMilli),
      });
    default:
      return new AppError(402, 'payment_refused', coded('pipeline.stepNotCharged'));
  }
}
