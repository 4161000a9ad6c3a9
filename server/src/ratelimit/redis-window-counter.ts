import { Redis } from 'ioredis';
import type { WindowCounter, WindowHit } from './window-counter';
import { windowStart } from './window-counter';

// INCRBY and, on a window's first hit, its expiry: one atomic script, so no key outlives its window.
const incrementScript = `local n = redis.call('INCRBY', KEYS[1], ARGV[2])
if n == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Counters in Redis (REDIS_URL): shared by every instance, off the database's write path. Keys
 * live under the deployment's prefix and expire with their window.
 */
export function redisWindowCounter(url: string, prefix: string, now: () => number = Date.now): WindowCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true });
  return {
    async hit(key, windowMs, amount = 1): Promise<WindowHit> {
      const start = windowStart(now(), windowMs);
      const count = await redis.eval(
        incrementScript,
        1,
        `${prefix}:ratelimit:${key}:${start}`,
        String(windowMs + 1000),
        String(amount),
      );
      return { count: Number(count), resetAt: start + windowMs };
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
