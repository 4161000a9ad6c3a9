/** One window's count after a hit, and when that window ends (epoch ms). */
export interface WindowHit {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window hit counters shared by every server instance (the database, or Redis when
 * REDIS_URL is set). A hit adds one (or `amount`: a block of places, leased-hits.ts) and returns
 * the new count atomically: parallel callers never read the same count, so no two of them can
 * both take the last place.
 */
export interface WindowCounter {
  hit(key: string, windowMs: number, amount?: number): Promise<WindowHit>;
  close(): Promise<void>;
}

/** Windows start at whole multiples of their length, so every instance agrees on them without talking. */
export function windowStart(now: number, windowMs: number): number {
  return now - (now % windowMs);
}
