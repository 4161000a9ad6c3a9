import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisWorkerPool } from './redis-worker-pool';
import { reachableTestRedis, uniqueRedisPrefix } from './test-redis';

const redisUrl = await reachableTestRedis('Redis realtime slots');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Each pool has its own connection, as two server instances would.
describe.skipIf(!redisUrl)('createRedisWorkerPool (Redis)', () => {
  const clients: Redis[] = [];
  const instance = (key: string, size: number, leaseMs = 30_000, refreshMs?: number) => {
    const redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return { redis, pool: createRedisWorkerPool({ redis, key, size, leaseMs, refreshMs }) };
  };
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });

  it('two instances share one limit and one free count', async () => {
    const key = `${uniqueRedisPrefix('slots')}:realtime-asr`;
    const a = instance(key, 2).pool;
    const b = instance(key, 2).pool;
    expect(await b.free()).toBe(2);
    const first = await a.acquire();
    const second = await b.acquire();
    expect(first && second).toBeTruthy();
    expect(await a.acquire()).toBeUndefined();
    expect(await b.acquire()).toBeUndefined();
    expect(await a.free()).toBe(0);
    await first?.release();
    await first?.release();
    expect(await b.free()).toBe(1);
    const third = await b.acquire();
    expect(third).toBeTruthy();
    await b.close();
    expect(await a.free()).toBe(2);
  });

  it('a holder that keeps refreshing keeps its slot past the lease', async () => {
    const key = `${uniqueRedisPrefix('slots')}:realtime-asr`;
    const holder = await instance(key, 1, 300, 50).pool.acquire();
    expect(holder).toBeTruthy();
    await sleep(900);
    const other = instance(key, 1).pool;
    expect(await other.acquire()).toBeUndefined();
    await holder?.release();
    expect(await other.acquire()).toBeTruthy();
  });

  it("a crashed holder's slot comes back when its lease lapses", async () => {
    const key = `${uniqueRedisPrefix('slots')}:realtime-asr`;
    const crashing = instance(key, 1, 400, 100);
    expect(await crashing.pool.acquire()).toBeTruthy();
    crashing.redis.disconnect(); // no more refreshes, no release: the process is gone
    const other = instance(key, 1).pool;
    expect(await other.acquire()).toBeUndefined();
    expect(await other.free()).toBe(0);
    await sleep(500);
    expect(await other.free()).toBe(1);
    expect(await other.acquire()).toBeTruthy();
  });
});
