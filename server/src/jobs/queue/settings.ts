import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type Config, ConfigError, positiveIntegerSetting } from '../../config/config';
import { QUEUE_FAMILIES, type QueueFamily } from './families';

/** How the engine queue runs: in this process, or on BullMQ when REDIS_URL is set. */
export interface QueueSettings {
  redisUrl: string | undefined;
  /** Key prefix of every BullMQ key, so that several deployments may share one Redis. */
  prefix: string;
  /** Calls waiting or running per family past which new ones get 503 before any charge. */
  maxLength: Record<QueueFamily, number>;
  /** Jobs a worker (or this process, without Redis) runs at once per family. */
  concurrency: Record<QueueFamily, number>;
  /** How often workers look for jobs whose worker died (BullMQ stalledInterval). */
  stalledIntervalMs: number;
  /** How long a worker's lock on a job lasts without renewal (BullMQ lockDuration). */
  lockDurationMs: number;
  retryAfterSeconds: number;
  /** On SIGTERM: how long running calls and jobs may take to finish before they are given up. */
  shutdownGraceMs: number;
  /** Where payloads too large for Redis (ASR audio) wait for their worker: a volume every machine shares. */
  spillDir: string;
}

// Native engines use a core each; ASR (whisper.cpp) takes several threads per run; an LLM call waits on the network.
function defaultConcurrency(family: QueueFamily): number {
  if (family === 'asr') return 1;
  if (family === 'llm') return 4;
  return Math.max(1, Math.min(4, availableParallelism()));
}

export function queueSettings(config: Pick<Config, 'env' | 'dataDir'>): QueueSettings {
  const redisUrl = config.env.REDIS_URL;
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('Invalid configuration:\n  REDIS_URL: must start with redis:// or rediss://');
  }
  const prefix = config.env.QUEUE_PREFIX ?? 'zuban';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(prefix)) {
    throw new ConfigError('Invalid configuration:\n  QUEUE_PREFIX: 1 to 64 letters, digits, _ . or -');
  }
  const maxLength = positiveIntegerSetting(config, 'QUEUE_MAX_LENGTH', 100);
  const perFamily = (make: (family: QueueFamily) => number) =>
    Object.fromEntries(QUEUE_FAMILIES.map((f) => [f, make(f)])) as Record<QueueFamily, number>;
  return {
    redisUrl,
    prefix,
    maxLength: perFamily((f) =>
      positiveIntegerSetting(config, `QUEUE_MAX_LENGTH_${f.toUpperCase()}`, maxLength),
    ),
    concurrency: perFamily((f) =>
      positiveIntegerSetting(config, `QUEUE_CONCURRENCY_${f.toUpperCase()}`, defaultConcurrency(f)),
    ),
    stalledIntervalMs: positiveIntegerSetting(config, 'QUEUE_STALLED_INTERVAL_MS', 30_000),
    lockDurationMs: positiveIntegerSetting(config, 'QUEUE_LOCK_DURATION_MS', 30_000),
    retryAfterSeconds: positiveIntegerSetting(config, 'QUEUE_RETRY_AFTER_SECONDS', 10),
    shutdownGraceMs: positiveIntegerSetting(config, 'SHUTDOWN_GRACE_MS', 30_000),
    spillDir: config.env.QUEUE_SPILL_DIR ?? join(config.dataDir, 'queue-payloads'),
  };
}
