import { asyncJobPath } from '@zuban/contract/async-jobs';
import { coded } from '@zuban/contract/message-catalogue';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { Principal } from '../../auth';
import { openAsyncJob } from '../../billing/charge';
import { insufficientBalance } from '../../billing/insufficient-balance';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/app-error';
import { keyRefusalError } from '../../keys/key-errors';
import { findAccountWebhook } from '../../webhooks/settings-repo';
import type { PreparedCall } from '../engine-call';
import { newJobRow } from '../new-job-row';
import { countOpenAsyncJobs, insertPayload, markAsynchronous } from './async-jobs-repo';
import { asyncJobView } from './view';

export interface AsyncSubmission {
  declaration: AnyServiceDeclaration;
  principal: Principal;
  prepared: PreparedCall;
  costMilli: number;
  requestId: string;
  idempotencyKey: string | null;
  /**
   * Keeps the 202 answer for the Idempotency-Key's replays, in the submission's transaction
   * (language/idempotency.ts rememberAnswer); absent without a key.
   */
  keepAnswer?: ((db: AppContext['db'], body: unknown) => Promise<void>) | undefined;
  /** The submission's own callbackUrl (checked); else the account's default, if any. */
  callbackUrl: string | undefined;
}

/** 429 while the user already has ASYNC_MAX_PENDING_PER_USER asynchronous jobs queued or running. */
export async function assertPendingRoom(ctx: AppContext, userId: string): Promise<void> {
  const limit = ctx.config.settings.ASYNC_MAX_PENDING_PER_USER;
  if ((await countOpenAsyncJobs(ctx.db, userId)) >= limit) {
    throw new AppError(429, 'too_many_pending_jobs', coded('asyncJob.tooManyPending', { limit }), {
      'retry-after': '10',
    });
  }
}

/**
 * Where a job's webhook goes: the submission's own callbackUrl, else the account's default, else
 * none; 400 when there is one but no signing secret to sign its deliveries with.
 */
export async function resolveCallbackUrl(
  ctx: AppContext,
  userId: string,
  own: string | undefined,
): Promise<string | null> {
  const account = await findAccountWebhook(ctx.db, userId);
  const callbackUrl = own ?? account?.url ?? null;
  if (callbackUrl && !account?.sealedSecret) {
    throw badRequest('webhook_secret_missing', coded('asyncJob.webhookSecretMissing'));
  }
  return callbackUrl;
}

/**
 * Queues a validated, priced call as an asynchronous job: the debit, the job row (status queued),
 * the charge ledger row, the input and the Idempotency-Key's 202 answer are one transaction, so
 * the job any runner finds is paid for and has its input, and a 402 writes nothing. A runner of
 * any instance then takes it (runner.ts), this one at once.
 */
export async function submitAsyncJob(
  ctx: AppContext,
  s: AsyncSubmission,
): Promise<{ location: string; body: ReturnType<typeof asyncJobView> }> {
  const { principal, prepared, declaration } = s;
  await assertPendingRoom(ctx, principal.userId);
  const callbackUrl = await resolveCallbackUrl(ctx, principal.userId, s.callbackUrl);
  const createdAt = ctx.now();
  const job = newJobRow({
    serviceId: declaration.id,
    principal,
    prepared,
    costMilli: s.costMilli,
    status: 'queued',
    createdAt,
    requestId: s.requestId,
    idempotencyKey: s.idempotencyKey,
  });

  const body = asyncJobView({ ...job, started_at: null, asynchronous: 1, callback_url: callbackUrl });
  const opened = await openAsyncJob(ctx, job, async (trx) => {
    await markAsynchronous(trx, job.id, callbackUrl);
    await insertPayload(trx, {
      job_id: job.id,
      input: JSON.stringify(prepared.input),
      created_at: createdAt,
    });
    if (s.keepAnswer) await s.keepAnswer(trx, body);
  });
  if (!opened.ok) {
    throw 'keyRefused' in opened
      ? keyRefusalError(opened.keyRefused, s.costMilli)
      : insufficientBalance(opened.balanceMilli, s.costMilli);
  }
  ctx.asyncRunner?.nudge();
  return { location: asyncJobPath(job.id), body };
}
