/** A small seeded generator (mulberry32): the same seed replays the same fuzz cases. */
export class Prng {
  #state: number;

  constructor(readonly seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i++) out[i] = this.int(0, 255);
    return out;
  }
}

/** FUZZ_SEED from the environment (to replay or explore), else a fixed default so CI is repeatable. */
export function fuzzSeed(fallback: number): number {
  const configured = Number(process.env.FUZZ_SEED);
  return Number.isInteger(configured) ? configured : fallback;
}
