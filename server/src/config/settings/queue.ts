import { matching, positive, setting, text } from '../setting';

// The heavy engines' queue (BullMQ over Redis, or in this process) and shutdown.
export const queueSettingsSchema = {
  REDIS_URL: setting(matching(/^rediss?:\/\//, 'a URL starting with redis:// or rediss://').optional(), {
    group: 'queue',
    example: 'redis://redis.internal:6379',
    whenUnset: 'heavy engines run in the API process',
    description:
      '`redis://host:6379` (or `rediss://`). OCR, TTS, ASR file and LLM-summary calls then go to BullMQ queues (`engine-ocr`, `engine-tts`, `engine-asr`, `engine-llm`) served by `npm run zuban -- worker [--queues ocr,tts]` processes on any machine; the API process charges, enqueues with the job row id as queue job id, waits up to the deadline and answers as without Redis.',
  }),
  QUEUE_PREFIX: setting(
    matching(/^[A-Za-z0-9_.-]{1,64}$/, '1 to 64 letters, digits, _ . or -').default('zuban'),
    {
      group: 'queue',
      example: 'zuban-staging',
      description:
        'prefix of every Redis key (queues, rate limits, realtime slots), so several deployments or test runs can share one Redis. Letters, digits, `_ . -`.',
    },
  ),
  QUEUE_MAX_LENGTH: setting(positive('calls').default(100), {
    group: 'queue',
    example: '200',
    description:
      'calls waiting or running per engine family (all workers together with Redis; this process without). A call past it gets 503 `queue_full` with `Retry-After` before anything is charged or written. The check comes before the charge, so parallel calls may overshoot it by a few.',
  }),
  ...perFamily('OCR', 'cores (at most 4)'),
  ...perFamily('TTS', 'cores (at most 4)'),
  ...perFamily('ASR', '`1`'),
  ...perFamily('LLM', '`4`'),
  QUEUE_RETRY_AFTER_SECONDS: setting(positive('seconds').default(10), {
    group: 'queue',
    example: '5',
    description: 'the `Retry-After` of a `queue_full` answer.',
  }),
  QUEUE_LOCK_DURATION_MS: setting(positive('milliseconds').default(30_000), {
    group: 'queue',
    example: '60000',
    description:
      "BullMQ: how long a worker's lock on a job lasts without renewal. A job whose lock lapsed (its worker died) goes back to the queue once; the second time it fails and is refunded.",
  }),
  QUEUE_STALLED_INTERVAL_MS: setting(positive('milliseconds').default(30_000), {
    group: 'queue',
    example: '60000',
    description: 'BullMQ: how often workers look for jobs whose lock lapsed (their worker died).',
  }),
  QUEUE_SPILL_DIR: setting(text().optional(), {
    group: 'queue',
    example: '/mnt/zuban/queue-payloads',
    whenUnset: '`DATA_DIR/queue-payloads`',
    description:
      'where payload and answer fields over 256 KiB (ASR audio, long TTS audio) wait as files instead of going through Redis; only the file name is queued. With workers on other machines it must be a volume every API process and worker mounts. Files are deleted when the call ends; leftovers of dead processes after 3 hours.',
  }),
  SHUTDOWN_GRACE_MS: setting(positive('milliseconds').default(30_000), {
    group: 'queue',
    example: '60000',
    description:
      'on SIGTERM: how long `serve` lets calls waiting on heavy engines finish (then they are answered 503 and refunded; the process exits at the latest 15 s later), and how long `worker` lets its active jobs finish before it exits (a job still running is left to the stalled check, which hands it to another worker).',
  }),
  STALE_JOB_GRACE_MS: setting(positive('milliseconds').default(60_000), {
    group: 'queue',
    example: '120000',
    description:
      'a heavy-engine job still `running` this long after its deadline lost its API process: the stale-job sweep (every minute, in every API process) refunds it and frees its `Idempotency-Key`. Jobs without a deadline (older rows) are swept after 3 hours.',
  }),
  STALE_SWEEP_INTERVAL_MS: setting(positive('milliseconds').default(60_000), {
    group: 'queue',
    example: '30000',
    description:
      'how often each API process looks for jobs left running past their deadline plus the grace (a process that died mid-call) and refunds them. The first sweep runs this long after start, at most 30 s.',
  }),
};

/** QUEUE_MAX_LENGTH_<FAMILY> and QUEUE_CONCURRENCY_<FAMILY>, defaults worked out by queueSettings. */
function perFamily<F extends string>(family: F, concurrencyDefault: string) {
  const maxLength = `QUEUE_MAX_LENGTH_${family}` as const;
  const concurrency = `QUEUE_CONCURRENCY_${family}` as const;
  const maxLengthField = setting(positive('calls').optional(), {
    group: 'queue',
    example: '50',
    whenUnset: '`QUEUE_MAX_LENGTH`',
    description: `\`QUEUE_MAX_LENGTH\` for the ${family} family alone.`,
  });
  const concurrencyField = setting(positive('jobs').optional(), {
    group: 'queue',
    example: '2',
    whenUnset: concurrencyDefault,
    description: `${family} jobs one worker process runs at once (without Redis: calls this process runs at once; the engines' own \`OCR_CONCURRENCY\`, \`TTS_CONCURRENCY\`, \`ASR_CONCURRENCY\` still apply inside).`,
  });
  return { [maxLength]: maxLengthField, [concurrency]: concurrencyField } as Record<
    typeof maxLength,
    typeof maxLengthField
  > &
    Record<typeof concurrency, typeof concurrencyField>;
}
