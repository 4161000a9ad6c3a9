import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../config/config';
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

// REDIS_URL and QUEUE_PREFIX were checked with every other setting at start (config/).
export function queueSettings(config: Pick<Config, 'settings' | 'dataDir'>): QueueSettings {
  const s = config.settings;
  const configured: Record<QueueFamily, { maxLength?: number; concurrency?: number }> = {
    ocr: { maxLength: s.QUEUE_MAX_LENGTH_OCR, concurrency: s.QUEUE_CONCURRENCY_OCR },
    tts: { maxLength: s.QUEUE_MAX_LENGTH_TTS, concurrency: s.QUEUE_CONCURRENCY_TTS },
    asr: { maxLength: s.QUEUE_MAX_LENGTH_ASR, concurrency: s.QUEUE_CONCURRENCY_ASR },
    llm: { maxLength: s.QUEUE_MAX_LENGTH_LLM, concurrency: s.QUEUE_CONCURRENCY_LLM },
  };
  const perFamily = (make: (family: QueueFamily) => number) =>
    Object.fromEntries(QUEUE_FAMILIES.map((f) => [f, make(f)])) as Record<QueueFamily, number>;
  return {
    redisUrl: s.REDIS_URL,
    prefix: s.QUEUE_PREFIX,
    maxLength: perFamily((f) => configured[f].maxLength ?? s.QUEUE_MAX_LENGTH),
    concurrency: perFamily((f) => configured[f].concurrency ?? defaultConcurrency(f)),
    stalledIntervalMs: s.QUEUE_STALLED_INTERVAL_MS,
    lockDurationMs: s.QUEUE_LOCK_DURATION_MS,
    retryAfterSeconds: s.QUEUE_RETRY_AFTER_SECONDS,
    shutdownGraceMs: s.SHUTDOWN_GRACE_MS,
    spillDir: s.QUEUE_SPILL_DIR ?? join(config.dataDir, 'queue-payloads'),
  };
}
