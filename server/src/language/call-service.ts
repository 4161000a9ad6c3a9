import { formatPkr, milliToPkr, priceMilli } from '@zuban/contract/pricing';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { accessTokenHash } from '../auth/principal';
import { findTokenUserWithPricing, pricingFor, type ServicePricing } from '../billing/prices';
import type { AppContext } from '../context';
import type { JobsTable } from '../db/schema';
import { AppError } from '../http/app-error';
import { newJobId } from '../jobs/jobs-repo';
import {
  admitToQueue,
  queuedJobColumns,
  runOnQueue,
  runsOnWorkers,
  webJobRunningError,
} from '../jobs/queue/heavy-call';
import type { BoundService, ServiceOutput } from './binding';
import { engineFailureError, withDeadline } from './engine-failure';
import { enforceFairUse } from './fair-use';
import { beginIdempotent, finishIdempotent, releaseIdempotent, requestHash } from './idempotency';
import { chargeThenRun, runThenCharge } from './settle-call';

/** A service as the router sees it: its declaration and, once its engine is wired, the binding. */
export interface RoutedService {
  declaration: AnyServiceDeclaration;
  bound: BoundService | undefined;
}

const neverAborted = new AbortController().signal;

function engineTimeout(ctx: AppContext): number {
  return ctx.config.settings.ENGINE_TIMEOUT_MS;
}

/** Among services sharing a path, the one the body asks for (summarizationType), else the default. */
export function pickService(
  candidates: readonly RoutedService[],
  body: Record<string, unknown>,
): RoutedService {
  if (candidates.length === 1) return candidates[0]!;
  const chosen = candidates.find((c) => {
    const select = c.declaration.toolSelect;
    return select !== undefined && body[select.field] === select.value;
  });
  return chosen ?? candidates.find((c) => c.declaration.toolSelect?.isDefault) ?? candidates[0]!;
}

/**
 * One metered call, start to end: authenticate → validate → price → (fair use | debit with the job
 * and ledger rows, one transaction) → engine → settle (refund on failure) → {result, response}.
 */
export async function callService(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  candidates: readonly RoutedService[],
): Promise<unknown> {
  const body =
    typeof request.body === 'object' && request.body !== null
      ? (request.body as Record<string, unknown>)
      : {};
  const { declaration, bound } = pickService(candidates, body);
  // A token caller's price row comes in the same query as their user row (the paid hot path).
  let pricing: ServicePricing | undefined;
  const principal = await requireUser(ctx, request, async (c, token) => {
    const hash = accessTokenHash(c, token);
    if (hash === undefined) return undefined;
    const found = await findTokenUserWithPricing(c, hash, declaration.id, declaration.defaultPrice);
    pricing = found?.pricing;
    return found?.user;
  });
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
  const prepared = bound.prepare(body);
  // With remote workers the models live on their machines: the worker checks (refunded 503 if missing).
  const unavailable = runsOnWorkers(ctx, declaration.id) ? undefined : bound.unavailable?.(ctx);
  if (unavailable) {
    throw new AppError(503, 'engine_unavailable', declaration.failureMessage, {}, { detail: unavailable });
  }
  pricing ??= await pricingFor(ctx, principal.userId, declaration.id, declaration.defaultPrice);
  if (pricing.disabled) {
    throw new AppError(503, 'service_disabled', `${declaration.title} is not available at the moment.`);
  }
  const web = principal.channel === 'web';
  if (web) await enforceFairUse(ctx, principal.userId);
  // Testing in the browser is free (spec portal §1); the API is metered.
  const cost = web ? 0 : priceMilli(prepared.units, pricing.row);

  const idem = await beginIdempotent(ctx, principal.userId, request.headers['idempotency-key'], () =>
    requestHash(declaration.id, body),
  );
  if (idem.kind === 'replay')
    return reply.status(idem.statusCode).header('idempotent-replayed', 'true').send(idem.body);
  const release = () =>
    idem.kind === 'new' ? releaseIdempotent(ctx, principal.userId, idem.key) : Promise.resolve();
  // Heavy engines: a full queue (or an unreachable Redis) is refused before anything is charged.
  const family = bound.inProcess
    ? undefined
    : await admitToQueue(ctx, declaration).catch(async (e) => {
        await release();
        throw e;
      });
  const timeoutMs = bound.timeoutMs ?? engineTimeout(ctx);
  const createdAt = ctx.now();

  const job: JobsTable = {
    id: newJobId(),
    user_id: principal.userId,
    service_id: declaration.id,
    channel: principal.channel,
    units: prepared.units,
    cost_milli: cost,
    status: 'running',
    input_summary: prepared.summary,
    parameters: prepared.parameters ? JSON.stringify(prepared.parameters) : null,
    error: null,
    created_at: createdAt,
    finished_at: null,
    duration_ms: null,
    request_id: request.id,
    idempotency_key: idem.kind === 'new' ? idem.key : null,
    ...(family
      ? queuedJobColumns(family, {
          userId: principal.userId,
          channel: principal.channel,
          createdAt,
          timeoutMs,
        })
      : {}),
  };
  const answerOf = (output: ServiceOutput) => ({
    ...output.extra,
    result: declaration.successResult,
    response: output.response,
    jobId: job.id,
    cost: milliToPkr(cost),
  });
  const settled = bound.inProcess
    ? // Text engines keep their deadline on the pool thread (text-pool/run-in-pool.ts): a timer here
      // could not interrupt the rare short text they run on the event loop anyway.
      await runThenCharge(ctx, job, principal.balanceMilli, () => prepared.run({ ctx, signal: neverAborted }))
    : await chargeThenRun(
        ctx,
        job,
        family
          ? () => runOnQueue(ctx, family, { jobId: job.id, serviceId: declaration.id, prepared, timeoutMs })
          : () => withDeadline(timeoutMs, (signal) => prepared.run({ ctx, signal })),
        // The replayable answer commits with the success: a crash in between cannot lose it.
        async (trx, output) => {
          if (idem.kind === 'new')
            await finishIdempotent({ ...ctx, db: trx }, principal.userId, idem.key, 200, answerOf(output));
        },
      );

  if (settled.kind === 'busy') {
    await release();
    throw webJobRunningError();
  }
  if (settled.kind === 'insufficient') {
    await release();
    throw insufficientBalance(settled.balanceMilli, cost);
  }
  if (settled.kind === 'failed') {
    await release();
    const { error } = settled;
    const answer = engineFailureError(error, declaration.failureMessage, {
      jobId: job.id,
      refunded: milliToPkr(settled.refundedMilli),
    });
    if (answer.status >= 500)
      request.log.warn({ err: error, service: declaration.id, jobId: job.id }, 'engine failed; not charged');
    throw answer;
  }
  const answer = answerOf(settled.output);
  if (idem.kind === 'new' && bound.inProcess)
    await finishIdempotent(ctx, principal.userId, idem.key, 200, answer);
  return reply.status(200).send(answer);
}

function insufficientBalance(balanceMilli: number, cost: number): AppError {
  return new AppError(
    402,
    'insufficient_balance',
    `Your balance of PKR ${formatPkr(balanceMilli)} does not cover the price of this request, PKR ${formatPkr(cost)}. Please top up your balance.`,
    {},
    { balance: milliToPkr(balanceMilli), price: milliToPkr(cost) },
  );
}
