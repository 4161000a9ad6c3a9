import { Redis } from 'ioredis';

/**
 * TEST_REDIS_URL when it names a Redis that answers, else undefined with the reason printed:
 * BullMQ tests run beside the in-process ones only where Redis is there (CI sets it).
 */
export async function reachableTestRedis(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    console.warn('BullMQ queue tests skipped: TEST_REDIS_URL is not set.');
    return undefined;
  }
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    console.warn(`BullMQ queue tests skipped: ${url} is unreachable (${(error as Error).message}).`);
    return undefined;
  } finally {
    probe.disconnect();
  }
}

/** Deletes every key under a test's queue prefix. */
export async function dropQueueKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
