import { setMaxListeners } from 'node:events';
import { Queue, QueueEvents } from 'bullmq';
import type { ServiceOutput } from '../service-output';
import { type QueueJobData, queueName, REMOVE_ON_COMPLETE, REMOVE_ON_FAIL } from './bullmq-names';
import { untilDeadline } from './deadline';
import { waitUntilIdle } from './drain';
import type { EngineQueue, FamilyHealth, QueuedCall, QueueHealth } from './engine-queue';
import { decodeFailure } from './failure-codec';
import { QUEUE_FAMILIES, type QueueFamily } from './families';
import type { QueueSettings } from './settings';
import { pruneSpilled, removeSpilled, restoreSpilled, spilledNames, spillLargeStrings } from './spill';

/** Redis answers in milliseconds; one that does not within this is treated as down (503, nothing charged). */
const REDIS_PROBE_MS = 2000;
/** Spilled files older than this lost their job (the longest deadline is an hour). */
const SPILL_MAX_AGE_MS = 3 * 3600 * 1000;

interface FamilyQueue {
  queue: Queue<QueueJobData, Record<string, unknown>>;
  /** Made on the first call, once Redis has answered: a QueueEvents that never connected cannot close. */
  events?: Promise<QueueEvents>;
}

function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The API side of the queue on BullMQ: a call is added as a job whose id is the job row's id,
 * and its outcome awaited from the family's QueueEvents up to the deadline. Workers (`zuban
 * worker`, bullmq-worker.ts) run it; the API process settles the job row, never a worker.
 */
export function createBullmqQueue(settings: QueueSettings, redisUrl: string): EngineQueue {
  // BullMQ opens its own connections (its ioredis, not the app's); each reconnects by itself.
  const connection = { url: redisUrl, maxRetriesPerRequest: 3 };
  const blocking = { connection: { ...connection, maxRetriesPerRequest: null }, prefix: settings.prefix };
  const families = new Map<QueueFamily, FamilyQueue>();
  const stop = new AbortController();
  // Every waiting call listens for shutdown: no listener cap.
  setMaxListeners(0, stop.signal);
  let inFlight = 0;
  const prune = setInterval(() => void pruneSpilled(settings.spillDir, SPILL_MAX_AGE_MS), 10 * 60_000);
  prune.unref();

  function open(family: QueueFamily): FamilyQueue {
    const existing = families.get(family);
    if (existing) return existing;
    const options = { connection, prefix: settings.prefix };
    // Errors surface where they matter (hasRoom, run, /healthz); the emitter must not throw them.
    const queue = new Queue<QueueJobData, Record<string, unknown>>(queueName(family), {
      ...options,
      // Events carry no outputs (large ones are spilled, see spill.ts), so a short stream suffices.
      streams: { events: { maxLen: 2000 } },
    });
    queue.on('error', () => undefined);
    const opened: FamilyQueue = { queue };
    families.set(family, opened);
    return opened;
  }

  function eventsOf(family: QueueFamily): Promise<QueueEvents> {
    const opened = open(family);
    opened.events ??= (async () => {
      await withinMs(REDIS_PROBE_MS, opened.queue.waitUntilReady());
      const events = new QueueEvents(queueName(family), blocking);
      events.on('error', () => undefined);
      await events.waitUntilReady();
      return events;
    })();
    // A failed start is forgotten, so that the next call tries again.
    opened.events.catch(() => {
      opened.events = undefined;
    });
    return opened.events;
  }

  /** Resolves with the job's result or rejects with its failure, from the moment it is called. */
  function outcomeOf(events: QueueEvents, jobId: string) {
    let detach: () => void = () => undefined;
    const outcome = new Promise<Record<string, unknown>>((resolve, reject) => {
      const completed = ({ returnvalue }: { returnvalue: unknown }) => {
        detach();
        resolve(
          typeof returnvalue === 'object' && returnvalue !== null
            ? (returnvalue as Record<string, unknown>)
            : {},
        );
      };
      const failed = ({ failedReason }: { failedReason: string }) => {
        detach();
        reject(decodeFailure(failedReason));
      };
      events.on(`completed:${jobId}` as 'completed', completed as never);
      events.on(`failed:${jobId}` as 'failed', failed as never);
      detach = () => {
        events.off(`completed:${jobId}` as 'completed', completed as never);
        events.off(`failed:${jobId}` as 'failed', failed as never);
      };
    });
    return { outcome, detach: () => detach() };
  }

  async function outputOf(result: Record<string, unknown>): Promise<ServiceOutput> {
    const names = spilledNames(result);
    try {
      const restored = await restoreSpilled(settings.spillDir, result);
      const response = restored.response;
      const extra = restored.extra;
      return {
        response: typeof response === 'number' ? response : String(response ?? ''),
        ...(typeof extra === 'object' && extra !== null ? { extra: extra as Record<string, unknown> } : {}),
        ...(typeof restored.media === 'string' ? { media: restored.media } : {}),
      };
    } finally {
      await removeSpilled(settings.spillDir, names);
    }
  }

  return {
    mode: 'bullmq',
    async hasRoom(family) {
      const { queue } = open(family);
      const counts = await withinMs(
        REDIS_PROBE_MS,
        queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed', 'paused'),
      );
      const depth = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return depth < settings.maxLength[family];
    },
    async run(call: QueuedCall): Promise<ServiceOutput> {
      inFlight += 1;
      const { queue } = open(call.family);
      let spilled: string[] = [];
      try {
        return await untilDeadline(call.timeoutMs, stop.signal, async () => {
          const events = await eventsOf(call.family);
          const input = (typeof call.input === 'object' && call.input !== null ? call.input : {}) as Record<
            string,
            unknown
          >;
          const { payload, files } = await spillLargeStrings(settings.spillDir, call.jobId, 'in', input);
          spilled = files;
          // Listening before adding, so that a job finished at once is not missed.
          const { outcome, detach } = outcomeOf(events, call.queueJobId ?? call.jobId);
          try {
            await queue.add(
              call.serviceId,
              {
                ...(call.queueJobId ? { rowId: call.jobId } : {}),
                serviceId: call.serviceId,
                input: payload,
                deadlineAt: Date.now() + call.timeoutMs,
              },
              {
                jobId: call.queueJobId ?? call.jobId,
                // A worker that throws has failed for good (the engine is deterministic enough);
                // one that dies is retried once by stalled-job detection (maxStalledCount 1).
                attempts: 1,
                removeOnComplete: REMOVE_ON_COMPLETE,
                removeOnFail: REMOVE_ON_FAIL,
              },
            );
            return await outputOf(await outcome);
          } finally {
            detach();
          }
        });
      } catch (error) {
        // Given up (deadline or shutdown): a job still waiting is taken off the queue; one that a
        // worker holds runs on, but its answer changes nothing (the job row is settled by then).
        await queue.remove(call.queueJobId ?? call.jobId).catch(() => 0);
        throw error;
      } finally {
        inFlight -= 1;
        await removeSpilled(settings.spillDir, spilled);
      }
    },
    async health(): Promise<QueueHealth> {
      const entries = await Promise.all(
        QUEUE_FAMILIES.map(async (family): Promise<[QueueFamily, FamilyHealth]> => {
          const { queue } = open(family);
          const [counts, workers] = await withinMs(
            REDIS_PROBE_MS,
            Promise.all([
              queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed', 'paused'),
              queue.getWorkersCount(),
            ]),
          );
          const waiting =
            (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0) + (counts.paused ?? 0);
          return [
            family,
            { waiting, active: counts.active ?? 0, workers, maxLength: settings.maxLength[family] },
          ];
        }),
      ).catch((error: unknown) => error as Error);
      if (entries instanceof Error) {
        const empty = { waiting: 0, active: 0, workers: 0 };
        const families = Object.fromEntries(
          QUEUE_FAMILIES.map((f) => [f, { ...empty, maxLength: settings.maxLength[f] }]),
        ) as Record<QueueFamily, FamilyHealth>;
        return { mode: 'bullmq', ok: false, detail: entries.message, families };
      }
      return {
        mode: 'bullmq',
        ok: true,
        families: Object.fromEntries(entries) as Record<QueueFamily, FamilyHealth>,
      };
    },
    async close(graceMs = settings.shutdownGraceMs) {
      clearInterval(prune);
      await waitUntilIdle(() => inFlight === 0, graceMs);
      stop.abort();
      // Give the given-up calls a moment to take their jobs off the queue.
      await waitUntilIdle(() => inFlight === 0, 2000);
      const opened = [...families.values()];
      const closing = Promise.all(
        opened.flatMap(({ queue, events }) => [
          queue.close(),
          events?.then((e) => e.close()).catch(() => undefined),
        ]),
      );
      // A Redis that went down meanwhile could hold a polite close for ever: stop waiting.
      await withinMs(REDIS_PROBE_MS, closing).catch(() => undefined);
    },
  };
}
