import type { ProgressUnit } from '@zuban/contract/jobs';
import type { Db } from '../db/database';
import { writeJobProgress } from './progress-repo';

/** How an engine tells how far it got: `done` of `total` (null when unknown) in `unit`. */
export type ProgressReport = (done: number, total: number | null, unit: ProgressUnit) => void;

/** At most this many progress writes a second per job: a page of 40 lines must not write 40 times. */
const MIN_INTERVAL_MS = 250;

export interface ProgressWriter {
  report: ProgressReport;
  /** Writes the last report if a throttled one is pending, and stops the timer. */
  flush(): Promise<void>;
}

/**
 * Keeps a job's progress on its row, throttled: the first report is written at once, later ones
 * at most every `minIntervalMs` (the latest wins, written when the interval ends). A failed write
 * is dropped: progress is advisory and must never fail the call it describes.
 */
export function progressWriter(
  db: Db,
  jobId: string,
  options: { now?: () => number; minIntervalMs?: number } = {},
): ProgressWriter {
  const now = options.now ?? Date.now;
  const minIntervalMs = options.minIntervalMs ?? MIN_INTERVAL_MS;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let pending: { done: number; total: number | null; unit: ProgressUnit } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = () => {
    const latest = pending;
    pending = undefined;
    timer = undefined;
    if (!latest) return writing;
    lastWriteAt = now();
    writing = writing
      .then(() =>
        writeJobProgress(db, jobId, {
          done: Math.round(latest.done),
          total: latest.total === null ? null : Math.round(latest.total),
          unit: latest.unit,
          at: lastWriteAt,
        }),
      )
      .then(
        () => undefined,
        () => undefined,
      );
    return writing;
  };

  return {
    report(done, total, unit) {
      pending = { done, total, unit };
      if (timer) return;
      const wait = lastWriteAt + minIntervalMs - now();
      if (wait <= 0) {
        void write();
        return;
      }
      timer = setTimeout(() => void write(), wait);
      timer.unref();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      await write();
    },
  };
}
