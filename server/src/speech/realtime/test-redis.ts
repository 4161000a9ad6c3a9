import { Redis } from 'ioredis';

// Tests that need Redis run against TEST_REDIS_URL (CI sets redis://127.0.0.1:6379) and are
// skipped, with the reason printed, when it is unset or does not answer.

/** TEST_REDIS_URL when a Redis server answers there, else undefined (after saying why). */
export async function reachableTestRedis(what: string): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    console.warn(`${what}: skipped, TEST_REDIS_URL is not set`);
    return undefined;
  }
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (e) {
    console.warn(
      `${what}: skipped, no Redis answers at ${url} (${e instanceof Error ? e.message : String(e)})`,
    );
    return undefined;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix (a valid QUEUE_PREFIX) no other test file or run uses. */
export const uniqueRedisPrefix = (name: string) =>
  `zt-${name}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
