import { setMaxListeners } from 'node:events';
import pLimit, { type LimitFunction } from 'p-limit';
import type { ServiceOutput } from '../service-output';
import { untilDeadline } from './deadline';
import { waitUntilIdle } from './drain';
import type { EngineQueue, FamilyHealth, QueuedCall } from './engine-queue';
import { QUEUE_FAMILIES, type QueueFamily } from './families';
import type { QueueSettings } from './settings';

/**
 * The queue without Redis: each family's calls run here, at most `concurrency` at once, the rest
 * waiting in order; waiting and running together are capped at `maxLength`. The deadline counts
 * from the call's arrival, so a call that waited too long never starts.
 */
export function createInProcessQueue(settings: QueueSettings): EngineQueue {
  const limits = Object.fromEntries(
    QUEUE_FAMILIES.map((family) => [family, pLimit(settings.concurrency[family])]),
  ) as Record<QueueFamily, LimitFunction>;
  const stop = new AbortController();
  // Every waiting call listens for shutdown: no listener cap.
  setMaxListeners(0, stop.signal);
  let inFlight = 0;
  const depth = (family: QueueFamily) => limits[family].activeCount + limits[family].pendingCount;

  return {
    mode: 'in-process',
    async hasRoom(family) {
      return depth(family) < settings.maxLength[family];
    },
    async run(call: QueuedCall): Promise<ServiceOutput> {
      inFlight += 1;
      try {
        return await untilDeadline(call.timeoutMs, stop.signal, (signal) =>
          limits[call.family](() => {
            if (signal.aborted) throw new Error('the call was given up before its turn came');
            return call.run(signal);
          }),
        );
      } finally {
        inFlight -= 1;
      }
    },
    async health() {
      const families = Object.fromEntries(
        QUEUE_FAMILIES.map((family): [QueueFamily, FamilyHealth] => [
          family,
          {
            waiting: limits[family].pendingCount,
            active: limits[family].activeCount,
            workers: 1,
            maxLength: settings.maxLength[family],
          },
        ]),
      ) as Record<QueueFamily, FamilyHealth>;
      return { mode: 'in-process', ok: true, families };
    },
    async close(graceMs = settings.shutdownGraceMs) {
      await waitUntilIdle(() => inFlight === 0, graceMs);
      stop.abort();
    },
  };
}
