import { milliToPkr } from '@zuban/contract/pricing';
import { findService } from '@zuban/contract/services/index';
import { EngineUnavailableError } from '@zuban/engines/errors';
import { failAndRefundJob } from '../../billing/charge';
import type { AppContext } from '../../context';
import { writeTransaction } from '../../db/group-commit';
import type { AppError } from '../../http/app-error';
import { finishJob } from '../../job-rows/jobs-repo';
import { findAccountWebhook } from '../../webhooks/settings-repo';
import { serviceAnswer } from '../answer';
import { type BoundService, callDeadlineMs } from '../engine-call';
import { engineFailureError, withDeadline } from '../engine-failure';
import { queueFamilyOf } from '../queue/families';
import { runOnQueue } from '../queue/heavy-call';
import type { ServiceOutput } from '../service-output';
import { type AsyncJobRow, claimJob, findClaimable, findPayload, renewLease } from './async-jobs-repo';
import { recordAsyncEnd } from './record-end';

/** A job claimed this many times whose runner died again is given up and refunded. */
const MAX_RUNS = 2;

export interface AsyncRunner {
  /** Look for work now (a job was just submitted here). */
  nudge(): void;
  /** Stops claiming; jobs still running are left to their leases (another instance takes them). */
  stop(): void;
  /** Jobs this runner is running now. */
  active(): number;
}

/**
 * A job that is not one engine call but several (a pipeline, pipelines/): it charges and settles its
 * own parts as jobs of their services, and the runner settles the job itself, which is never
 * charged, with the answer or the error it ends with.
 */
export interface CompositeJob {
  serviceId: string;
  run(ctx: AppContext, job: AsyncJobRow, input: unknown): Promise<CompositeEnd>;
  /** What the job resource shows besides the usual fields (a pipeline's steps). */
  view(ctx: AppContext, job: AsyncJobRow): Promise<Record<string, unknown>>;
}

export type CompositeEnd =
  | { ok: true; body: Record<string, unknown>; media: string | null }
  | { ok: false; error: AppError };

export interface RunnerLog {
  warn(details: object, message: string): void;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}

/**
 * Runs asynchronous jobs from the database: any instance claims a queued job (or one whose runner's
 * lease lapsed) with a conditional update, renews its lease while it works, and settles it like a
 * synchronous call: the answer kept with the success, or the error kept with the refund, and the
 * webhook queued in the same transaction. Heavy engines go through the engine queue (in this
 * process, or BullMQ workers with REDIS_URL), so both queue modes run this same code.
 */
export function startAsyncRunner(
  ctx: AppContext,
  bindings: readonly BoundService[],
  log: RunnerLog,
  /** Called after a job was settled (its webhook, if any, is then due). */
  onSettled: () => void = () => undefined,
  composites: readonly CompositeJob[] = [],
): AsyncRunner {
  const settings = ctx.config.settings;
  const byId = new Map(bindings.map((b) => [b.declaration.id, b]));
  const compositeById = new Map(composites.map((c) => [c.serviceId, c]));
  let running = 0;
  let stopped = false;
  let scanning = false;
  let again = false;

  async function giveUp(job: AsyncJobRow): Promise<void> {
    // Claimed again first, so that of several instances only one settles it.
    if (!(await claimJob(ctx.db, job, ctx.now(), settings.ASYNC_LEASE_MS))) return;
    const claimed = { ...job, run_attempts: (job.run_attempts ?? 0) + 1 };
    await settleFailure(claimed, new Error('the server stopped twice while running this job'));
  }

  async function settleFailure(job: AsyncJobRow, error: unknown): Promise<void> {
    const declaration = findService(job.service_id);
    const answer = engineFailureError(error, declaration?.failureMessage ?? 'The request failed.', {
      jobId: job.id,
      refunded: milliToPkr(job.cost_milli),
    });
    if (answer.status >= 500)
      log.warn({ err: error, service: job.service_id, jobId: job.id }, 'asynchronous job failed; refunded');
    const account = await findAccountWebhook(ctx.db, job.user_id);
    await failAndRefundJob(ctx, job, errorText(error), undefined, (trx) =>
      recordAsyncEnd(trx, ctx, job, {
        status: 'failed',
        body: { code: answer.code, message: answer.message, ...answer.extra },
        httpStatus: answer.status,
        media: null,
        dropInput: account?.keepInputs === false,
      }),
    );
  }

  async function settleSuccess(job: AsyncJobRow, output: ServiceOutput): Promise<void> {
    const declaration = findService(job.service_id);
    if (!declaration) throw new Error(`no declaration for ${job.service_id}`);
    const answer = serviceAnswer(declaration, output, job.id, job.cost_milli);
    const account = await findAccountWebhook(ctx.db, job.user_id);
    const finishedAt = ctx.now();
    await writeTransaction(ctx, async (trx) => {
      const settled = await finishJob(trx, job.id, {
        status: 'succeeded',
        finishedAt,
        durationMs: finishedAt - job.created_at,
      });
      // Settled meanwhile (a cancel cannot reach a running job; an operator's sweep could): nothing more.
      if (!settled) return;
      await recordAsyncEnd(trx, ctx, job, {
        status: 'succeeded',
        body: answer,
        httpStatus: 200,
        media: output.media ?? null,
        dropInput: account?.keepInputs === false,
        finishedAt,
      });
    });
  }

  /** A composite job: its parts settle themselves; the job (never charged) ends with their answer. */
  async function runComposite(job: AsyncJobRow, composite: CompositeJob): Promise<void> {
    const payload = await findPayload(ctx.db, job.id);
    let end: CompositeEnd;
    try {
      end = await composite.run(ctx, job, payload?.input ? JSON.parse(payload.input) : undefined);
    } catch (error) {
      log.warn({ err: error, service: job.service_id, jobId: job.id }, 'asynchronous job failed');
      end = { ok: false, error: engineFailureError(error, 'The request failed.') };
    }
    const account = await findAccountWebhook(ctx.db, job.user_id);
    const finishedAt = ctx.now();
    await writeTransaction(ctx, async (trx) => {
      const settled = await finishJob(trx, job.id, {
        status: end.ok ? 'succeeded' : 'failed',
        finishedAt,
        durationMs: finishedAt - job.created_at,
        ...(end.ok ? {} : { error: end.error.message.slice(0, 500) }),
      });
      if (!settled) return;
      await recordAsyncEnd(trx, ctx, job, {
        status: end.ok ? 'succeeded' : 'failed',
        body: end.ok ? end.body : { code: end.error.code, message: end.error.message, ...end.error.extra },
        httpStatus: end.ok ? 200 : end.error.status,
        media: end.ok ? end.media : null,
        dropInput: account?.keepInputs === false,
        finishedAt,
      });
    });
  }

  async function execute(job: AsyncJobRow): Promise<ServiceOutput> {
    const binding = byId.get(job.service_id);
    if (!binding) throw new EngineUnavailableError(`This server has no engine for ${job.service_id}.`);
    const payload = await findPayload(ctx.db, job.id);
    if (!payload?.input) throw new Error('the input of this job is gone');
    // Validated again: the row is a boundary, and the binding's run takes only its own input type.
    const prepared = binding.prepare(JSON.parse(payload.input));
    const timeoutMs = callDeadlineMs(binding, prepared, ctx);
    const family = binding.inProcess ? undefined : queueFamilyOf(job.service_id);
    if (family) {
      const attempt = (job.run_attempts ?? 0) + 1;
      return runOnQueue(ctx, family, {
        jobId: job.id,
        serviceId: job.service_id,
        prepared,
        timeoutMs,
        attempt,
      });
    }
    return withDeadline(timeoutMs, (signal) => prepared.run({ ctx, signal }));
  }

  async function run(job: AsyncJobRow): Promise<void> {
    const lease = setInterval(
      () => void renewLease(ctx.db, job.id, ctx.now() + settings.ASYNC_LEASE_MS).catch(() => undefined),
      Math.max(50, Math.floor(settings.ASYNC_LEASE_MS / 3)),
    );
    lease.unref();
    try {
      const composite = compositeById.get(job.service_id);
      if (composite) {
        await runComposite(job, composite);
        return;
      }
      let output: ServiceOutput;
      try {
        output = await execute(job);
      } catch (error) {
        // Shutting down: the job is not the engine's failure; its lease lapses and it runs again.
        if (stopped) return;
        await settleFailure(job, error);
        return;
      }
      await settleSuccess(job, output);
    } catch (error) {
      log.warn(
        { err: error, jobId: job.id },
        'asynchronous job could not be settled; it will be taken again',
      );
    } finally {
      clearInterval(lease);
      onSettled();
    }
  }

  async function scanOnce(): Promise<void> {
    const free = settings.ASYNC_CONCURRENCY - running;
    if (free <= 0 || stopped) return;
    const now = ctx.now();
    const candidates = await findClaimable(ctx.db, now, free * 2);
    for (const job of candidates) {
      if (stopped || running >= settings.ASYNC_CONCURRENCY) return;
      if (job.status === 'running' && (job.run_attempts ?? 0) >= MAX_RUNS) {
        await giveUp(job);
        continue;
      }
      if (!(await claimJob(ctx.db, job, now, settings.ASYNC_LEASE_MS))) continue;
      running += 1;
      void run(job).finally(() => {
        running -= 1;
        scan();
      });
    }
  }

  function scan(): void {
    if (stopped) return;
    if (scanning) {
      again = true;
      return;
    }
    scanning = true;
    void (async () => {
      try {
        do {
          again = false;
          await scanOnce();
        } while (again && !stopped);
      } catch (error) {
        log.warn({ err: error }, 'looking for asynchronous jobs failed; trying again at the next poll');
      } finally {
        scanning = false;
      }
    })();
  }

  const poll = setInterval(scan, settings.ASYNC_POLL_MS);
  poll.unref();
  scan();
  return {
    nudge: scan,
    stop() {
      stopped = true;
      clearInterval(poll);
    },
    active: () => running,
  };
}
