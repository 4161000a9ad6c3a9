import type { WindowCounter, WindowHit } from './window-counter';
import { windowStart } from './window-counter';

/** Places of one key's window this process holds: `next` to `last`, then the spare block. */
interface Lease {
  windowStart: number;
  resetAt: number;
  next: number;
  last: number;
  /** A block taken ahead while the current one runs out, so that a busy token never waits. */
  spare?: { first: number; last: number };
  /** The highest count the shared counter answered: past the limit nothing more is asked. */
  highest: number;
  size: number;
  takenAt: number;
  /** A block being taken from the shared counter; settles (never rejects) when it has arrived. */
  pending?: Promise<void>;
}

/** The largest block a process takes at once, and how fast it must be used up for the next to double. */
const MAX_BLOCK = 64;
const GROW_WITHIN_MS = 100;
/** A block is at most this share of the places still free, so that near the limit blocks are single places. */
const SHARE_OF_FREE = 8;
const SWEEP_EVERY_MS = 60_000;

export interface LeasedHits {
  /** Like WindowCounter.hit; a count above `limit` means refused. */
  hit(key: string, windowMs: number, limit: number): Promise<WindowHit>;
}

/**
 * Per-token limits without a shared-counter write on every call. A process takes places of a
 * window from the shared counter (database or Redis) in blocks and hands them out itself: the
 * counter's total is the number of places handed to all processes, and each call gets its own
 * place, so the limit holds across instances as exactly as with a write per call (never more than
 * `limit` calls in a window). Blocks start at one place and double while a token uses them up
 * within GROW_WITHIN_MS (a busy client), capped at MAX_BLOCK and at 1/SHARE_OF_FREE of the places
 * still free; a busy token's next block is taken when half of the current one is left. What it
 * costs: places a process took and did not use are lost for the window, so a client that moves
 * between instances may be refused up to a block or two early. Once this process has seen the
 * counter at the limit it refuses the rest of the window without asking again.
 */
export function leasedHits(counter: WindowCounter, now: () => number): LeasedHits {
  const leases = new Map<string, Lease>();
  let lastSweep = 0;

  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, lease] of leases) if (lease.resetAt <= at && !lease.pending) leases.delete(key);
  };

  const leaseOf = (key: string, windowMs: number): Lease => {
    const at = now();
    const start = windowStart(at, windowMs);
    const held = leases.get(key);
    if (held && held.windowStart === start) return held;
    sweep(at);
    const fresh: Lease = {
      windowStart: start,
      resetAt: start + windowMs,
      next: 1,
      last: 0,
      highest: 0,
      size: 0,
      takenAt: 0,
    };
    leases.set(key, fresh);
    return fresh;
  };

  /** Takes the next block into `spare`; rejects when the counter fails (the caller's answer). */
  const refill = (lease: Lease, key: string, windowMs: number, limit: number): Promise<void> => {
    const at = now();
    const busy = lease.size > 0 && at - lease.takenAt <= GROW_WITHIN_MS;
    const wanted = busy ? Math.min(lease.size * 2, MAX_BLOCK) : 1;
    const size = Math.max(1, Math.min(wanted, Math.floor((limit - lease.highest) / SHARE_OF_FREE)));
    const taken = counter.hit(key, windowMs, size).then(({ count }) => {
      lease.spare = { first: count - size + 1, last: count };
      lease.highest = Math.max(lease.highest, count);
      lease.size = size;
      lease.takenAt = at;
    });
    lease.pending = taken.then(
      () => undefined,
      () => undefined,
    );
    void lease.pending.then(() => {
      lease.pending = undefined;
    });
    return taken;
  };

  return {
    async hit(key, windowMs, limit) {
      for (;;) {
        const lease = leaseOf(key, windowMs);
        if (lease.next > lease.last && lease.spare) {
          lease.next = lease.spare.first;
          lease.last = lease.spare.last;
          lease.spare = undefined;
        }
        if (lease.next <= lease.last) {
          const count = lease.next++;
          const left = lease.last - lease.next + 1;
          if (
            lease.size > 1 &&
            left <= lease.size / 2 &&
            !lease.spare &&
            !lease.pending &&
            lease.highest < limit
          )
            refill(lease, key, windowMs, limit).catch(() => undefined); // a call that needs it asks again
          return { count, resetAt: lease.resetAt };
        }
        // Every place of the window is handed out (to this or another process): refused, no write.
        if (lease.highest >= limit) return { count: lease.highest + 1, resetAt: lease.resetAt };
        if (lease.pending) await lease.pending;
        else await refill(lease, key, windowMs, limit);
      }
    },
  };
}
