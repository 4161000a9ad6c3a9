import type { Config } from '../../config/config';
import { createBullmqQueue } from './bullmq-queue';
import type { EngineQueue } from './engine-queue';
import { createInProcessQueue } from './in-process-queue';
import { queueSettings } from './settings';

/** An app's engine queue: BullMQ when REDIS_URL is set, else in this process (ctx.engineQueue). */
export function makeEngineQueue(config: Pick<Config, 'settings' | 'dataDir'>): EngineQueue {
  const settings = queueSettings(config);
  return settings.redisUrl ? createBullmqQueue(settings, settings.redisUrl) : createInProcessQueue(settings);
}
