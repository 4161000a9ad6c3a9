import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { createUser } from '../../test/support/users';
import { startQueueWorkers } from '../jobs/queue/bullmq-worker';
import { closeEngineQueue } from '../jobs/queue/index';
import { queueSettings } from '../jobs/queue/settings';
import { dropQueueKeys, reachableTestRedis } from '../jobs/queue/testing';

const redisUrl = await reachableTestRedis();

describe('GET /healthz: the engine queue', () => {
  let t: TestApp;
  afterEach(async () => {
    await closeEngineQueue(t.ctx, 0);
    await t.close();
  });

  it('in-process: depths and the length cap per family', async () => {
    t = await createTestApp('sqlite', { QUEUE_MAX_LENGTH_ASR: '3' });
    const body = (await t.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(body.queue.mode).toBe('in-process');
    expect(body.queue.families.asr).toEqual({ waiting: 0, active: 0, workers: 1, maxLength: 3 });
  });

  it('an unreachable Redis: not ok, still 200 (text engines work), and why for staff only', async () => {
    t = await createTestApp('sqlite', { REDIS_URL: 'redis://127.0.0.1:1' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().queue).toMatchObject({ mode: 'bullmq', ok: false });
    expect(anonymous.json().queue.detail).toBeUndefined();
    const staff = await createUser(t.ctx, { email: 'ops@staff.zuban.test' });
    const detailed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: `Bearer ${staff.accessToken}` },
    });
    expect(detailed.json().queue.detail).toMatch(/Redis/);
  });

  it.runIf(redisUrl)('BullMQ: live workers per family', async () => {
    const prefix = `zt-${randomBytes(4).toString('hex')}`;
    t = await createTestApp('sqlite', { REDIS_URL: redisUrl ?? '', QUEUE_PREFIX: prefix });
    const settings = queueSettings(t.ctx.config);
    const workers = startQueueWorkers(t.ctx, {
      settings,
      redisUrl: redisUrl ?? '',
      families: ['ocr'],
      bindings: [],
    });
    await Promise.all(workers.workers.map((w) => w.waitUntilReady()));
    const body = (await t.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(body.queue).toMatchObject({ mode: 'bullmq', ok: true });
    expect(body.queue.families.ocr).toMatchObject({ waiting: 0, active: 0, workers: 1 });
    expect(body.queue.families.tts.workers).toBe(0);
    await workers.close(0);
    await dropQueueKeys(redisUrl ?? '', prefix);
  });
});
