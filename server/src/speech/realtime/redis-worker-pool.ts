import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WorkerPool, WorkerSlot } from './worker-pool';

// The realtime slots shared by every server instance: a Redis semaphore with leases. One sorted
// set holds the holders, each scored by the time its lease runs out. A holder refreshes its lease
// while it streams and removes itself at the end; a process that dies stops refreshing, so its
// slots come back once their leases lapse. Times come from the Redis server's clock (TIME), so
// instances whose clocks disagree still agree on who has expired. Needs Redis 5 or later.

// Every script first drops the holders whose lease ran out, and pushes the key's own expiry past
// the latest lease, so a set whose holders all vanished disappears too.
const dropExpired = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
`;

/** ARGV: limit, lease ms, holder. 1 when the holder got a slot, 0 when all are taken. */
const acquireScript = `${dropExpired}
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;

/**
 * ARGV: lease ms, holder. Extends the lease; a holder whose lease lapsed (Redis unreachable for a
 * whole lease) takes its place back even over the limit: its stream is live, and ending a stream
 * the caller is paying for is worse than serving one stream too many until it ends.
 */
const refreshScript = `${dropExpired}
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1`;

/** Live holders. */
const countScript = `${dropExpired}
return redis.call('ZCARD', KEYS[1])`;

export interface RedisWorkerPoolOptions {
  redis: Redis;
  /** The sorted set's key; instances that share it share the limit. */
  key: string;
  size: number;
  /** How long a slot outlives its holder's last refresh. */
  leaseMs: number;
  /** How often a holder refreshes its lease (default a third of the lease). */
  refreshMs?: number;
  /** A lease refresh or release failed (Redis unreachable): the lease covers a few misses. */
  onError?: (error: unknown) => void;
}

export function createRedisWorkerPool(opts: RedisWorkerPoolOptions): WorkerPool {
  const { redis, key, size, leaseMs } = opts;
  const refreshMs = opts.refreshMs ?? Math.max(1, Math.floor(leaseMs / 3));
  const onError = opts.onError ?? (() => undefined);
  const held = new Map<string, WorkerSlot>();

  const slotFor = (id: string): WorkerSlot => {
    const timer = setInterval(() => {
      redis.eval(refreshScript, 1, key, leaseMs, id).catch(onError);
    }, refreshMs);
    timer.unref();
    let released = false;
    const slot: WorkerSlot = {
      id,
      async release() {
        if (released) return;
        released = true;
        clearInterval(timer);
        held.delete(id);
        // If this fails the lease still lapses on its own.
        await redis.zrem(key, id).catch(onError);
      },
    };
    held.set(id, slot);
    return slot;
  };

  return {
    size,
    async free() {
      const live = Number(await redis.eval(countScript, 1, key));
      return Math.max(0, size - live);
    },
    async acquire() {
      if (size <= 0) return undefined;
      const id = randomUUID();
      const got = Number(await redis.eval(acquireScript, 1, key, size, leaseMs, id));
      return got === 1 ? slotFor(id) : undefined;
    },
    async close() {
      await Promise.all([...held.values()].map((slot) => slot.release()));
    },
  };
}
