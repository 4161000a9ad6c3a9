import { coded } from '@zuban/contract/message-catalogue';
import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { AppContext } from '../../context';
import type { Channel } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PreparedCall } from '../engine-call';
import { runStarted } from '../run-started';
import type { ServiceOutput } from '../service-output';
import { oneRunningPerWebUser, type QueueFamily, queueFamilyOf } from './families';
import { engineQueue } from './index';
import { queueSettings } from './settings';

/**
 * The queue family a call runs on, once it is known to fit: a full family queue answers 503 with
 * Retry-After, and an unreachable Redis 503 too, both before anything is charged or written.
 * Undefined for a service that runs bare (no family: a test binding, say).
 */
export async function admitToQueue(
  ctx: AppContext,
  declaration: AnyServiceDeclaration,
): Promise<QueueFamily | undefined> {
  const family = queueFamilyOf(declaration.id);
  if (!family) return undefined;
  let room: boolean;
  try {
    room = await engineQueue(ctx).hasRoom(family);
  } catch {
    throw new AppError(
      503,
      'queue_unavailable',
      declaration.failureMessage,
      { 'retry-after': '30' },
      {
        detail: 'The job queue is not reachable right now. Please retry in a minute.',
      },
    );
  }
  if (room) return family;
  const seconds = queueSettings(ctx.config).retryAfterSeconds;
  throw new AppError(
    503,
    'queue_full',
    declaration.failureMessage,
    { 'retry-after': String(seconds) },
    {
      detail: `${declaration.title} is busy: too many requests are waiting. Please retry in ${seconds} seconds.`,
    },
  );
}

/** True when the service's engine runs on BullMQ workers (REDIS_URL set), not in this process. */
export function runsOnWorkers(ctx: AppContext, serviceId: string): boolean {
  return queueFamilyOf(serviceId) !== undefined && engineQueue(ctx).mode === 'bullmq';
}

/**
 * The queue's part of the job row: status `queued` until a runner takes it (markJobStarted moves it
 * to running), the moment past which nobody waits (the stale sweep refunds after it), and for a
 * free browser call on OCR, TTS or ASR the key that lets one such job of the user be queued or run
 * at a time (a partial unique index, so parallel calls cannot both get in).
 */
export function queuedJobColumns(
  family: QueueFamily,
  call: { userId: string; channel: Channel; createdAt: number; timeoutMs: number },
): { status: 'queued'; deadline_at: number; exclusive_key: string | null } {
  const exclusive = call.channel === 'web' && oneRunningPerWebUser(family);
  return {
    status: 'queued',
    deadline_at: call.createdAt + call.timeoutMs,
    exclusive_key: exclusive ? `web:${call.userId}` : null,
  };
}

/**
 * Runs a charged call on its family's queue (in this process or on a worker) up to its deadline;
 * counted per family with its outcome and its time, waiting included (metrics/).
 */
export async function runOnQueue(
  ctx: AppContext,
  family: QueueFamily,
  call: { jobId: string; serviceId: string; prepared: PreparedCall; timeoutMs: number; attempt?: number },
): Promise<ServiceOutput> {
  const started = performance.now();
  let failed = true;
  try {
    const output = await runQueued(ctx, family, call);
    failed = false;
    return output;
  } finally {
    ctx.metrics.queuedCall(family, failed, (performance.now() - started) / 1000);
  }
}

function runQueued(
  ctx: AppContext,
  family: QueueFamily,
  call: { jobId: string; serviceId: string; prepared: PreparedCall; timeoutMs: number; attempt?: number },
): Promise<ServiceOutput> {
  return engineQueue(ctx).run({
    jobId: call.jobId,
    queueJobId: call.attempt && call.attempt > 1 ? `${call.jobId}-run${call.attempt}` : undefined,
    serviceId: call.serviceId,
    family,
    input: call.prepared.input,
    timeoutMs: call.timeoutMs,
    run: (signal) => runStarted(ctx, call.jobId, (progress) => call.prepared.run({ ctx, signal, progress })),
  });
}

/** A second free browser call on OCR, TTS or ASR while one of the user's is still running. */
export function webJobRunningError(): AppError {
  return new AppError(429, 'web_job_running', coded('general.webJobRunning'), { 'retry-after': '5' });
}
