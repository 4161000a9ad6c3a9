import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { AppContext } from '../../context';
import { createRedisWorkerPool } from './redis-worker-pool';
import { createWorkerPool, type WorkerPool } from './worker-pool';

// What the realtime socket shares with the other server instances. Without REDIS_URL: nothing,
// the slots live in this process. With it: the slots are a Redis semaphore (one limit and one free
// count for every instance) and Socket.IO talks to the other instances through the Redis adapter.
// A stream itself still runs wholly on the instance its socket reached (docs/deployment.md).

export interface RealtimeBackplane {
  pool: WorkerPool;
  /** The Socket.IO adapter (Redis pub/sub) when instances share Redis. */
  adapter?: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

export function realtimeBackplane(
  ctx: AppContext,
  size: number,
  onError: (error: unknown) => void,
): RealtimeBackplane {
  const url = ctx.config.settings.REDIS_URL;
  if (!url) {
    const pool = createWorkerPool(size);
    return { pool, close: () => pool.close() };
  }
  // The deployment's namespace in Redis, shared with the engine queue (QUEUE_PREFIX).
  const prefix = ctx.config.settings.QUEUE_PREFIX;
  // Few retries per command: a stream start should answer "unavailable" soon when Redis is down.
  const commands = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000 });
  // The adapter's clients wait for Redis to come back rather than fail its (un-awaited) commands.
  const pub = new Redis(url, { maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  for (const client of [commands, pub, sub]) client.on('error', onError);
  const pool = createRedisWorkerPool({
    redis: commands,
    key: `${prefix}:realtime-asr:slots`,
    size,
    leaseMs: ctx.config.settings.ASR_REALTIME_LEASE_MS,
    onError,
  });
  return {
    pool,
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    async close() {
      await pool.close();
      // The slots are given back; nothing else is waiting to be sent.
      for (const client of [commands, pub, sub]) client.disconnect();
    },
  };
}
