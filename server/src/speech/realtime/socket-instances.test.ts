import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/support/users';
import { reachableTestRedis, uniqueRedisPrefix } from './test-redis';
import { apiClient, type ListeningApp, listeningApp, once, until, whisperInstalled } from './test-socket';

// Issue #21: two server instances sharing Redis share the realtime slots (one limit, one free
// count) and talk through the Socket.IO Redis adapter.
const redisUrl = whisperInstalled ? await reachableTestRedis('realtime ASR across instances') : undefined;

describe.skipIf(!whisperInstalled || !redisUrl)('realtime ASR across two instances sharing Redis', () => {
  const apps: ListeningApp[] = [];
  const sockets: Socket[] = [];
  const redis = new Redis(redisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    for (const a of apps.splice(0)) await a.close();
  });
  afterAll(() => redis.disconnect());

  it('one slot for both: the second instance reports it taken and turns a stream away', async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: uniqueRedisPrefix('rt'),
      ASR_REALTIME_WORKERS: '1',
    };
    const [a, b] = [await listeningApp('sqlite', env), await listeningApp('sqlite', env)];
    apps.push(a, b);
    expect([await a.freeWorkers(), await b.freeWorkers()]).toEqual([1, 1]);
    const onA = apiClient(a.url, (await createUser(a.ctx)).accessToken);
    sockets.push(onA);
    await once(onA, 'connect');
    await until(async () => (await b.freeWorkers()) === 0);
    expect(await a.freeWorkers()).toBe(0);
    const onB = apiClient(b.url, (await createUser(b.ctx)).accessToken);
    sockets.push(onB);
    expect((await once<{ message: string }>(onB, 'busy')).message).toMatch(/busy/);
    // The Socket.IO adapter of each instance listens on the shared prefix.
    const channels = await redis.pubsub('CHANNELS', `${env.QUEUE_PREFIX}:socket.io*`);
    expect(channels.length).toBeGreaterThan(0);
    onA.disconnect();
    await until(async () => (await b.freeWorkers()) === 1);
  });

  it('an instance that shuts down gives its slots back at once and leaves the other streams alone', async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: uniqueRedisPrefix('rt'),
      ASR_REALTIME_WORKERS: '2',
    };
    const [a, b] = [await listeningApp('sqlite', env), await listeningApp('sqlite', env)];
    apps.push(b);
    const [userA, userB] = [await createUser(a.ctx), await createUser(b.ctx)];
    const onA = apiClient(a.url, userA.accessToken);
    const onB = apiClient(b.url, userB.accessToken);
    sockets.push(onA, onB);
    await Promise.all([once(onA, 'connect'), once(onB, 'connect')]);
    await until(async () => (await b.freeWorkers()) === 0);
    await a.close();
    expect(await b.freeWorkers()).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(onA.connected).toBe(false);
    expect(onB.connected).toBe(true);
  });
});
