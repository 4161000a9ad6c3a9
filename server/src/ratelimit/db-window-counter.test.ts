import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../../test/support/database';
import { GroupCommitter } from '../db/group-commit';
import { dbWindowCounter } from './db-window-counter';

describe.each(testDbKinds)('dbWindowCounter on %s', (kind) => {
  let testDb: TestDb;
  let clock = 1_800_000_000_000; // a whole minute
  let ctx: Parameters<typeof dbWindowCounter>[0];
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    ctx = { db: testDb.db, writes: new GroupCommitter(testDb.db, testDb.walSync), now: () => clock };
  });
  afterAll(() => testDb.drop());

  it('counts parallel hits atomically: each caller gets its own count', async () => {
    const counter = dbWindowCounter(ctx);
    const hits = await Promise.all(Array.from({ length: 40 }, () => counter.hit('api:text:aaa', 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(new Set(hits.map((h) => h.resetAt))).toEqual(new Set([clock + 60_000]));
    expect((await counter.hit('api:text:bbb', 60_000)).count).toBe(1);
  });

  it('is shared by two counters on one database (two server instances)', async () => {
    const one = dbWindowCounter(ctx);
    const two = dbWindowCounter(ctx);
    await one.hit('api:ocr:shared', 60_000);
    await two.hit('api:ocr:shared', 60_000);
    expect((await one.hit('api:ocr:shared', 60_000)).count).toBe(3);
  });

  it('takes a block of places in one write (leased-hits.ts)', async () => {
    const counter = dbWindowCounter(ctx);
    expect((await counter.hit('api:text:block', 60_000, 16)).count).toBe(16);
    expect((await counter.hit('api:text:block', 60_000, 4)).count).toBe(20);
    expect((await counter.hit('api:text:block', 60_000)).count).toBe(21);
  });

  it('starts each window afresh and sweeps the rows of past windows', async () => {
    const counter = dbWindowCounter(ctx);
    clock += 60_000;
    expect((await counter.hit('api:text:aaa', 60_000)).count).toBe(1);
    clock += 120_000;
    await counter.hit('api:text:ccc', 60_000); // more than a minute later: sweeps
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await testDb.db.selectFrom('rate_limits').select(['key', 'window_start']).execute();
    expect(rows).toEqual([{ key: 'api:text:ccc', window_start: clock }]);
  });
});
