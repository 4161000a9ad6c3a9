import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../../test/support/database';
import { GroupCommitter } from '../db/group-commit';
import { dbWindowCounter } from './db-window-counter';
import { leasedHits } from './leased-hits';
import type { WindowCounter } from './window-counter';

const MINUTE = 60_000;

/** A counter that remembers how often the shared store was written. */
function countingWrites(counter: WindowCounter): WindowCounter & { writes: number } {
  const spy = {
    writes: 0,
    hit: (key: string, windowMs: number, amount?: number) => {
      spy.writes += 1;
      return counter.hit(key, windowMs, amount);
    },
    close: () => counter.close(),
  };
  return spy;
}

describe.each(testDbKinds)('leasedHits on the %s counter', (kind) => {
  let testDb: TestDb;
  let clock = 1_800_000_000_000; // a whole minute
  const now = () => clock;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(() => testDb.drop());
  const shared = () =>
    countingWrites(
      dbWindowCounter({ db: testDb.db, writes: new GroupCommitter(testDb.db, testDb.walSync), now }),
    );

  it('never admits more than the limit across two instances, each call with its own place', async () => {
    const counter = shared();
    const instances = [leasedHits(counter, now), leasedHits(counter, now)];
    const limit = 150;
    const hits = await Promise.all(
      Array.from({ length: 400 }, (_, i) => instances[i % 2]!.hit('api:text:two', MINUTE, limit)),
    );
    const admitted = hits.filter((h) => h.count <= limit).map((h) => h.count);
    expect(new Set(admitted).size).toBe(admitted.length);
    // Both instances use every place they took (more calls than places), so exactly the limit.
    expect(admitted.length).toBe(limit);
    expect(counter.writes).toBeLessThan(60);
  });

  it('admits exactly the limit from one instance, in order, then refuses without writing', async () => {
    const counter = shared();
    const hits = leasedHits(counter, now);
    const counts: number[] = [];
    for (let i = 0; i < 5; i += 1) counts.push((await hits.hit('api:ocr:one', MINUTE, 3)).count);
    expect(counts).toEqual([1, 2, 3, 4, 4]);
    const writes = counter.writes;
    await hits.hit('api:ocr:one', MINUTE, 3);
    expect(counter.writes).toBe(writes);
  });

  it('writes the shared counter once per block for a busy token, not once per call', async () => {
    const counter = shared();
    const hits = leasedHits(counter, now);
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => hits.hit('api:text:busy', MINUTE, 1_000_000)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 1000 }, (_, i) => i + 1),
    );
    expect(counter.writes).toBeLessThan(30); // 1, 2, 4, … 64, then 64 at a time
  });

  it('starts each window afresh', async () => {
    const counter = shared();
    const hits = leasedHits(counter, now);
    for (let i = 0; i < 3; i += 1) await hits.hit('api:tts:w', MINUTE, 2);
    expect((await hits.hit('api:tts:w', MINUTE, 2)).count).toBeGreaterThan(2);
    clock += MINUTE;
    const fresh = await hits.hit('api:tts:w', MINUTE, 2);
    expect(fresh).toEqual({ count: 1, resetAt: clock + MINUTE });
  });
});

describe('leasedHits, a busy token', () => {
  it('asks for its next block while half of the current one is left, so its calls do not wait', async () => {
    let total = 0;
    let frozen = false;
    const asked: number[] = [];
    const counter: WindowCounter = {
      hit: (_key, windowMs, amount = 1) => {
        asked.push(amount);
        if (frozen) return new Promise(() => undefined); // the store stops answering
        total += amount;
        return Promise.resolve({ count: total, resetAt: windowMs });
      },
      close: async () => undefined,
    };
    const hits = leasedHits(counter, () => 0);
    for (let i = 0; i < 40; i += 1) await hits.hit('api:text:k', MINUTE, 1_000_000);
    frozen = true;
    const askedBefore = asked.length;
    // Whatever is left of the current block and the spare still answers at once.
    const served: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const hit = await Promise.race([
        hits.hit('api:text:k', MINUTE, 1_000_000),
        new Promise<undefined>((resolve) => setTimeout(resolve, 50)),
      ]);
      if (!hit) break;
      served.push(hit.count);
    }
    expect(served).toEqual([41, 42, 43, 44, 45, 46, 47, 48]);
    expect(asked.length).toBeGreaterThan(askedBefore); // the next block was asked for meanwhile
    expect(Math.max(...asked)).toBeGreaterThanOrEqual(16);
  });
});
