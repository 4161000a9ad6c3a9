import type { AppContext } from '../../context';
import { createBullmqQueue } from './bullmq-queue';
import type { EngineQueue } from './engine-queue';
import { createInProcessQueue } from './in-process-queue';
import { queueSettings } from './settings';

const queues = new WeakMap<AppContext, EngineQueue>();

/** The context's engine queue, made on first use: BullMQ when REDIS_URL is set, else in this process. */
export function engineQueue(ctx: AppContext): EngineQueue {
  const existing = queues.get(ctx);
  if (existing) return existing;
  const settings = queueSettings(ctx.config);
  const queue = settings.redisUrl
    ? createBullmqQueue(settings, settings.redisUrl)
    : createInProcessQueue(settings);
  queues.set(ctx, queue);
  return queue;
}

/** Drains and closes the context's queue, if one was made (on shutdown, after the HTTP server stops). */
export async function closeEngineQueue(ctx: AppContext, graceMs?: number): Promise<void> {
  const queue = queues.get(ctx);
  if (!queue) return;
  queues.delete(ctx);
  await queue.close(graceMs);
}
