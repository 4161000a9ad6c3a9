import { asyncJobPath } from '@zuban/contract/async-jobs';
import { coded } from '@zuban/contract/message-catalogue';
import { milliToPkr, priceMilli } from '@zuban/contract/pricing';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth';
import { insufficientBalance } from '../billing/insufficient-balance';
import type { ServicePricing } from '../billing/prices';
import type { AppContext } from '../context';
import type { JobsTable } from '../db/schema';
import { AppError } from '../http/app-error';
import { serviceAnswer } from '../jobs/answer';
import { callbackUrlOf, prefersAsync } from '../jobs/async/prefer';
import { submitAsyncJob } from '../jobs/async/submit';
import { engineFailureError } from '../jobs/engine-failure';
import { newJobRow } from '../jobs/new-job-row';
import { admitToQueue, queuedJobColumns, runsOnWorkers, webJobRunningError } from '../jobs/queue/heavy-call';
import { keyCapReached, keyRefusalError } from '../keys/key-errors';
import {
  type BoundService,
  callDeadlineMs,
  type PreparedCall,
  prepareChecked,
  type ServiceOutput,
} from './binding';
import { enforceFairUse } from './fair-use';
import {
  beginIdempotent,
  type IdempotencyStart,
  releaseIdempotent,
  rememberAnswer,
  requestHash,
} from './idempotency';
import { bodyOf, paidCallOf } from './paid-call';
import { type SettledCall, settle } from './settlement';

/**
 * How another API surface answers the same call (the OpenAI-compatible routes, openai-compat/): it
 * sends the spec's answer (a new one or an idempotent replay) in its own shape. Such a surface
 * takes no asynchronous calls: `Prefer: respond-async` is ignored there.
 */
export interface AnswerSurface {
  send(reply: FastifyReply, answer: Record<string, unknown>): FastifyReply | Promise<FastifyReply>;
}

/**
 * One metered call, as the spec orders it. The route hooks ran first (paid-call.ts, route-guards.ts):
 * the rate limit (429), the credentials (401/403) and the caller's price row. Then, here:
 * validate (400) → engine available (503) → cost (web: fair use, free; api: the price) →
 * Idempotency-Key → asynchronous? queue the charged job (202) : settle the call (settlement.ts) →
 * answer `{result, response, …, jobId, cost}`.
 */
export async function callService(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  surface?: AnswerSurface,
): Promise<unknown> {
  const { service, principal, pricing } = paidCallOf(request);
  const { declaration, bound } = service;
  const body = bodyOf(request);
  const wantsAsync = surface === undefined && prefersAsync(request);
  const callbackUrl = callbackUrlOf(body, wantsAsync, ctx.config.settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS);
  const prepared = await prepareCall(ctx, declaration, bound, body, pricing);
  const cost = await costOf(ctx, principal, pricing, prepared);

  const idem = await beginIdempotent(ctx, principal.userId, request.headers['idempotency-key'], () =>
    requestHash(declaration.id, body),
  );
  if (idem.kind === 'replay') {
    // An asynchronous submission replays its 202, pointing at the same job.
    const replayedJob = idem.statusCode === 202 ? (idem.body as { id?: unknown }).id : undefined;
    if (typeof replayedJob === 'string') reply.header('location', asyncJobPath(replayedJob));
    reply.header('idempotent-replayed', 'true');
    if (surface && idem.statusCode === 200) return surface.send(reply, idem.body as Record<string, unknown>);
    return reply.status(idem.statusCode).send(idem.body);
  }
  const release = () =>
    idem.kind === 'new' ? releaseIdempotent(ctx, principal.userId, idem.key) : Promise.resolve();

  if (wantsAsync) {
    const submitted = await submitAsyncJob(ctx, {
      declaration,
      principal,
      prepared,
      costMilli: cost,
      requestId: request.id,
      idempotencyKey: idem.kind === 'new' ? idem.key : null,
      keepAnswer:
        idem.kind === 'new'
          ? (db, answer) => rememberAnswer(db, principal.userId, idem.key, 202, answer)
          : undefined,
      callbackUrl,
    }).catch(async (error: unknown) => {
      await release();
      throw error;
    });
    return reply
      .status(202)
      .header('location', submitted.location)
      .header('preference-applied', 'respond-async')
      .send(submitted.body);
  }

  const settled = await settleNow(ctx, request, {
    declaration,
    bound: bound!,
    principal,
    prepared,
    cost,
    idem,
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  if (settled.kind !== 'done') {
    await release();
    throw settlementError(request, declaration, settled, cost);
  }
  const answer = serviceAnswer(declaration, settled.output, settled.jobId, cost);
  return surface ? surface.send(reply, answer) : reply.status(200).send(answer);
}

/** 503 when no engine is bound or it cannot run here, 400 for a body the schema or the binding refuses. */
export async function prepareCall(
  ctx: AppContext,
  declaration: AnyServiceDeclaration,
  bound: BoundService | undefined,
  body: Record<string, unknown>,
  pricing: ServicePricing,
): Promise<PreparedCall> {
  if (!bound) {
    throw new AppError(
      503,
      'service_not_installed',
      declaration.failureMessage,
      {},
      {
        detail: 'This service has no engine installed on this server.',
      },
    );
  }
  // The schema (400), then the binding's checks that need I/O (a document's pages), before any charge.
  const prepared = await prepareChecked(bound, body, ctx);
  // With remote workers the models live on their machines: the worker checks (refunded 503 if missing).
  const unavailable = runsOnWorkers(ctx, declaration.id) ? undefined : bound.unavailable?.(ctx);
  if (unavailable) {
    throw new AppError(503, 'engine_unavailable', declaration.failureMessage, {}, { detail: unavailable });
  }
  if (pricing.disabled) {
    throw new AppError(
      503,
      'service_disabled',
      coded('general.serviceDisabled', { title: declaration.title }),
    );
  }
  return prepared;
}

/** Testing in the browser is free within fair use (spec portal §1); the API is metered. */
async function costOf(
  ctx: AppContext,
  principal: Principal,
  pricing: ServicePricing,
  prepared: PreparedCall,
): Promise<number> {
  if (principal.channel !== 'web') {
    const cost = priceMilli(prepared.units, pricing.row);
    // A pre-check on the spend read with the credentials; the charge checks the cap again in SQL.
    const key = principal.apiKey;
    if (key?.capMilli != null && cost > 0 && key.spentMilli + cost > key.capMilli) {
      throw keyCapReached(key.capMilli, key.spentMilli, cost);
    }
    return cost;
  }
  await enforceFairUse(ctx, principal.userId);
  return 0;
}

interface SyncCall {
  declaration: AnyServiceDeclaration;
  bound: BoundService;
  principal: Principal;
  prepared: PreparedCall;
  cost: number;
  idem: IdempotencyStart;
}

/** Writes the job and settles the call in the service's settlement mode (settlement.ts). */
async function settleNow(
  ctx: AppContext,
  request: FastifyRequest,
  call: SyncCall,
): Promise<SettledCall & { jobId: string }> {
  const { declaration, bound, principal, prepared, cost, idem } = call;
  // Heavy engines: a full queue (or an unreachable Redis) is refused before anything is charged.
  const family = bound.inProcess ? undefined : await admitToQueue(ctx, declaration);
  const timeoutMs = callDeadlineMs(bound, prepared, ctx);
  const createdAt = ctx.now();
  const job: JobsTable = {
    ...newJobRow({
      serviceId: declaration.id,
      principal,
      prepared,
      costMilli: cost,
      status: 'running',
      createdAt,
      requestId: request.id,
      idempotencyKey: idem.kind === 'new' ? idem.key : null,
    }),
    ...(family
      ? queuedJobColumns(family, {
          userId: principal.userId,
          channel: principal.channel,
          createdAt,
          timeoutMs,
        })
      : {}),
  };
  // The one place a replayable answer is kept: committed with the success (settlement.ts).
  const remember =
    idem.kind === 'new'
      ? (db: AppContext['db'], output: ServiceOutput) =>
          rememberAnswer(
            db,
            principal.userId,
            idem.key,
            200,
            serviceAnswer(declaration, output, job.id, cost),
          )
      : undefined;
  const settled = await settle(ctx, {
    mode: bound.inProcess ? 'run-then-charge' : 'charge-then-run',
    job,
    balanceMilli: principal.balanceMilli,
    family,
    prepared,
    timeoutMs,
    onSucceeded: remember,
  });
  return { ...settled, jobId: job.id };
}

function settlementError(
  request: FastifyRequest,
  declaration: AnyServiceDeclaration,
  settled: Exclude<SettledCall, { kind: 'done' }> & { jobId: string },
  cost: number,
): AppError {
  if (settled.kind === 'busy') return webJobRunningError();
  if (settled.kind === 'insufficient') return insufficientBalance(settled.balanceMilli, cost);
  if (settled.kind === 'key_refused') return keyRefusalError(settled.refusal, cost);
  const answer = engineFailureError(settled.error, declaration.failureMessage, {
    jobId: settled.jobId,
    refunded: milliToPkr(settled.refundedMilli),
  });
  if (answer.status >= 500)
    request.log.warn(
      { err: settled.error, service: declaration.id, jobId: settled.jobId },
      'engine failed; not charged',
    );
  return answer;
}
