import { randomFillSync } from 'node:crypto';

const RANDOM_BYTES = 9;
const randomPool = Buffer.alloc(RANDOM_BYTES * 256);
let poolOffset = randomPool.length;

/** Digits of the millisecond clock: base 36 (0-9, a-z) sorts the same in byte order and in any locale. */
const TIME_DIGITS = 9;

/**
 * An opaque, unguessable row id that sorts by creation time: 9 characters of the millisecond clock
 * (base 36, good until the year 5188) then 12 random URL-safe characters (72 bits). Rows of the
 * append-only tables (jobs, ledger) keyed by a purely random id land on a random page of the
 * primary-key index, so every call dirtied a different page and the commit wrote them all; keyed by
 * time they are appended at the index's right edge. bench/charge-writes: the writes of a paid call
 * with 100,000 calls of history took 37-45 µs with random ids and 13-14 µs with these. The clock prefix
 * reveals only when the row was made, which its owner sees anyway; the random part carries the
 * unguessability, so knowing one id tells nothing about another.
 */
export function timeOrderedId(nowMs: number = Date.now()): string {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  const random = randomPool.toString('base64url', poolOffset, poolOffset + RANDOM_BYTES);
  poolOffset += RANDOM_BYTES;
  return Math.floor(nowMs).toString(36).padStart(TIME_DIGITS, '0') + random;
}
