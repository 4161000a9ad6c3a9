import { EngineUnavailableError } from '@zuban/engines/errors';
import { type Job, Worker } from 'bullmq';
import type { AppContext } from '../../context';
import type { BoundService } from '../engine-call';
import { JobRowMissingError } from '../job-start';
import { runStarted } from '../run-started';
import { type QueueJobData, type QueueJobResult, queueName } from './bullmq-names';
import { timeoutError, untilDeadline } from './deadline';
import { encodeFailure } from './failure-codec';
import type { QueueFamily } from './families';
import { missingRowHandBack } from './hand-back';
import type { QueueSettings } from './settings';
import { restoreSpilled, spillLargeStrings } from './spill';

export interface QueueWorkers {
  workers: Worker[];
  /**
   * Stops taking jobs and lets active ones finish within `graceMs`. Jobs still running then are
   * left to their locks: they expire, and another worker takes the job again (its one retry).
   */
  close(graceMs?: number): Promise<{ finished: boolean }>;
}

/**
 * Runs one job: the binding's engine on the validated input, bounded by the caller's deadline.
 * It settles nothing (the API process that took the call settles the job row); it only marks the
 * row started (or skips a job cancelled while it waited) and writes its progress. A job whose row
 * its database does not hold is handed back to the queue, never failed (hand-back.ts).
 * Any error is encoded into the failure reason, so the caller answers as in-process does.
 */
export function jobProcessor(
  ctx: AppContext,
  bindings: readonly BoundService[],
  settings: QueueSettings,
  warn?: (message: string) => void,
) {
  const byId = new Map(bindings.map((b) => [b.declaration.id, b]));
  const handBack = missingRowHandBack(settings.prefix, warn);
  return async (job: Job<QueueJobData, QueueJobResult>, token?: string): Promise<QueueJobResult> => {
    const { serviceId, input, deadlineAt } = job.data;
    try {
      const remainingMs = deadlineAt - Date.now();
      if (remainingMs <= 0) throw timeoutError(0);
      const binding = byId.get(serviceId);
      if (!binding) throw new Error(`this worker has no engine for ${serviceId}`);
      // The API process left this check to the worker, whose machine holds the models.
      const unavailable = binding.unavailable?.(ctx);
      if (unavailable) throw new EngineUnavailableError(unavailable);
      // Validated again: Redis is a boundary, and the binding's run takes only its own input type.
      const prepared = binding.prepare(await restoreSpilled(settings.spillDir, input));
      const stopNever = new AbortController().signal;
      // The job's row says whether the user cancelled it while it waited (then it is skipped).
      const output = await runStarted(ctx, job.data.rowId ?? job.id ?? '', (progress) =>
        untilDeadline(remainingMs, stopNever, (signal) => prepared.run({ ctx, signal, progress })),
      );
      const result = {
        response: output.response,
        ...(output.extra ? { extra: output.extra } : {}),
        ...(output.media ? { media: output.media } : {}),
      };
      const { payload } = await spillLargeStrings(settings.spillDir, job.id ?? serviceId, 'out', result);
      return payload;
    } catch (error) {
      if (error instanceof JobRowMissingError) return handBack(job, token);
      throw new Error(encodeFailure(error));
    }
  };
}

/** BullMQ workers for the given families, each running up to its QUEUE_CONCURRENCY_<FAMILY> jobs. */
export function startQueueWorkers(
  ctx: AppContext,
  options: {
    settings: QueueSettings;
    redisUrl: string;
    families: readonly QueueFamily[];
    bindings: readonly BoundService[];
    onError?: (error: Error) => void;
  },
): QueueWorkers {
  const { settings, redisUrl, families, bindings } = options;
  const processor = jobProcessor(ctx, bindings, settings, (message) => options.onError?.(new Error(message)));
  const workers = families.map((family) => {
    const worker = new Worker<QueueJobData, QueueJobResult>(queueName(family), processor, {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix: settings.prefix,
      concurrency: settings.concurrency[family],
      // A job whose worker died (lock not renewed) goes back to the queue once; the second time it fails.
      maxStalledCount: 1,
      stalledInterval: settings.stalledIntervalMs,
      lockDuration: settings.lockDurationMs,
    });
    worker.on('error', (error) => options.onError?.(error));
    return worker;
  });
  return {
    workers,
    async close(graceMs = settings.shutdownGraceMs) {
      let timer: NodeJS.Timeout | undefined;
      const closed = Promise.all(workers.map((w) => w.close())).then(() => true);
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      });
      const finished = await Promise.race([closed, late]);
      clearTimeout(timer);
      return { finished };
    },
  };
}
