import type { parseArgs as ParseArgs } from 'node:util';
import { warmOcrEngine } from '@zuban/engines/ocr';
import type { AppContext } from '../context';
import { startQueueWorkers } from '../jobs/queue/bullmq-worker';
import { isQueueFamily, QUEUE_FAMILIES, type QueueFamily } from '../jobs/queue/families';
import { queueSettings } from '../jobs/queue/settings';
import type { BoundService } from '../language/binding';
import { boundServices } from '../language/registry';
import { UsageError } from './usage-error';

type Command = (ctx: AppContext, args: string[], parseArgs: typeof ParseArgs) => Promise<unknown>;

/** Resolves with the first of SIGTERM or SIGINT to arrive. */
export function nextStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve(signal);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

function familiesFrom(list: string | undefined): QueueFamily[] {
  if (list === undefined) return [...QUEUE_FAMILIES];
  const names = [
    ...new Set(
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = names.filter((name) => !isQueueFamily(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(`--queues takes a comma-separated list of ${QUEUE_FAMILIES.join(', ')}`);
  }
  return names.filter(isQueueFamily);
}

/**
 * `zuban worker [--queues ocr,tts]`: runs the heavy engines' BullMQ workers, each family with its
 * QUEUE_CONCURRENCY_<FAMILY>; any number of workers on any number of machines. Prints a JSON line
 * when ready, and on SIGTERM stops taking jobs, lets active ones finish within SHUTDOWN_GRACE_MS
 * and prints how it ended.
 */
export function createWorkerCommand(
  untilStopped: () => Promise<string> = nextStopSignal,
  bindings: readonly BoundService[] = boundServices,
  announce: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Command {
  return async (ctx, args, parseArgs) => {
    let values: { queues?: string | undefined };
    try {
      ({ values } = parseArgs({ args, options: { queues: { type: 'string' } } }));
    } catch (e) {
      throw new UsageError(e instanceof Error ? e.message : String(e));
    }
    const families = familiesFrom(values.queues);
    const settings = queueSettings(ctx.config);
    if (!settings.redisUrl) {
      throw new UsageError(
        'zuban worker needs REDIS_URL (redis://host:6379): without it the server runs heavy engines itself.',
      );
    }
    const stopped = untilStopped();
    // OCR's lexicon correction loads in about a second: before the first job, not during it.
    if (families.includes('ocr')) warmOcrEngine();
    const queueWorkers = startQueueWorkers(ctx, {
      settings,
      redisUrl: settings.redisUrl,
      families,
      bindings,
      onError: (error) => process.stderr.write(`worker: ${error.message}\n`),
    });
    await Promise.all(queueWorkers.workers.map((worker) => worker.waitUntilReady()));
    const concurrency = Object.fromEntries(families.map((f) => [f, settings.concurrency[f]]));
    announce(JSON.stringify({ worker: 'ready', prefix: settings.prefix, queues: families, concurrency }));
    const signal = await stopped;
    const { finished } = await queueWorkers.close(settings.shutdownGraceMs);
    return { worker: 'stopped', signal, activeJobsFinished: finished };
  };
}

export const workerCommand = createWorkerCommand();
