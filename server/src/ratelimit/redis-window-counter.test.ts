import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachableTestRedis, uniqueRedisPrefix } from '../speech/realtime/test-redis';
import { redisWindowCounter } from './redis-window-counter';
import type { WindowCounter } from './window-counter';

const url = await reachableTestRedis('Redis rate-limit counter tests');

describe.skipIf(!url)('redisWindowCounter', () => {
  const prefix = uniqueRedisPrefix('ratelimit');
  const clock = 1_800_000_000_000;
  let one: WindowCounter;
  let two: WindowCounter;
  let redis: Redis;
  beforeAll(() => {
    one = redisWindowCounter(url!, prefix, () => clock);
    two = redisWindowCounter(url!, prefix, () => clock);
    redis = new Redis(url!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await one.close();
    await two.close();
  });

  it('counts parallel hits from two instances atomically, and the key expires with its window', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit('api:tts:aaa', 60_000)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(hits[0]!.resetAt).toBe(clock + 60_000);
    const ttl = await redis.pttl(`${prefix}:ratelimit:api:tts:aaa:${clock}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
  });

  it('takes a block of places in one call, and the first block sets the expiry', async () => {
    expect((await one.hit('api:text:block', 60_000, 16)).count).toBe(16);
    expect((await two.hit('api:text:block', 60_000, 4)).count).toBe(20);
    expect(await redis.pttl(`${prefix}:ratelimit:api:text:block:${clock}`)).toBeGreaterThan(55_000);
  });
});
