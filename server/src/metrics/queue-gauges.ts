import { Gauge, type Registry } from 'prom-client';
import type { QueueHealth } from '../jobs/queue/engine-queue';
import { QUEUE_FAMILIES } from '../jobs/queue/families';

/** Scrapes that come within this share one look at the queue (the gauges are read in parallel). */
const SNAPSHOT_MS = 1000;

/**
 * The engine queue's depth, read at scrape time from what /healthz reads too: the in-process
 * queue's counts, or BullMQ's in Redis. With Redis the counts are the whole deployment's, so every
 * API process reports the same figures: aggregate them with max(), not sum().
 */
export function registerQueueGauges(registry: Registry, health: () => Promise<QueueHealth>): void {
  let taken: { at: number; health: Promise<QueueHealth> } | undefined;
  const snapshot = () => {
    const now = Date.now();
    if (!taken || now - taken.at > SNAPSHOT_MS) taken = { at: now, health: health() };
    return taken.health;
  };
  const perFamily = (
    name: string,
    help: string,
    read: (h: QueueHealth, family: (typeof QUEUE_FAMILIES)[number]) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['family', 'mode'],
      registers: [registry],
      async collect() {
        const h = await snapshot();
        this.reset();
        for (const family of QUEUE_FAMILIES) this.labels(family, h.mode).set(read(h, family));
      },
    });
  perFamily(
    'zuban_queue_waiting_jobs',
    'Engine calls waiting for a worker, by family.',
    (h, f) => h.families[f].waiting,
  );
  perFamily(
    'zuban_queue_active_jobs',
    'Engine calls a worker is running now, by family.',
    (h, f) => h.families[f].active,
  );
  perFamily(
    'zuban_queue_workers',
    'Workers consuming the family (this process itself without Redis).',
    (h, f) => h.families[f].workers,
  );
  perFamily(
    'zuban_queue_max_length',
    'Waiting and running calls past which a family answers 503 queue_full.',
    (h, f) => h.families[f].maxLength,
  );
  new Gauge({
    name: 'zuban_queue_up',
    help: 'Whether the engine queue answers (Redis reachable; always 1 in-process).',
    labelNames: ['mode'],
    registers: [registry],
    async collect() {
      const h = await snapshot();
      this.reset();
      this.labels(h.mode).set(h.ok ? 1 : 0);
    },
  });
}
