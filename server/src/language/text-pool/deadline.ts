import { setMaxListeners } from 'node:events';

/** Calls submitted within this many ms share one deadline signal. */
const BUCKET_MS = 50;

interface Bucket {
  controller: AbortController;
  openedAt: number;
}
const open = new Map<number, Bucket>();

/**
 * An AbortSignal that aborts between `timeoutMs` and `timeoutMs` + 50 ms from now, shared by the
 * calls that ask for the same timeout within 50 ms. A controller and a timer per call cost a
 * pool task ~30 µs of CPU (bench/text-pool-cost.ts), a fifth of its round trip; a deadline 50 ms
 * late on a 10 s limit changes nothing for the caller.
 */
export function sharedDeadline(timeoutMs: number): AbortSignal {
  const now = performance.now();
  const bucket = open.get(timeoutMs);
  if (bucket && now - bucket.openedAt < BUCKET_MS) return bucket.controller.signal;
  const controller = new AbortController();
  // Every task of the bucket listens on it: no leak warning past 10 of them.
  setMaxListeners(0, controller.signal);
  // Unref'd: a pending deadline alone does not keep a process alive (the task it guards does).
  setTimeout(() => controller.abort(), timeoutMs + BUCKET_MS).unref();
  open.set(timeoutMs, { controller, openedAt: now });
  return controller.signal;
}
