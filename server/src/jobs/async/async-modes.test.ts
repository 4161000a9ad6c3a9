import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { fundedUser } from '../../../test/support/money';
import { boundServices } from '../../language/registry';
import { type QueueWorkers, startQueueWorkers } from '../queue/bullmq-worker';
import { closeEngineQueue } from '../queue/index';
import { queueSettings } from '../queue/settings';
import { dropQueueKeys, reachableTestRedis } from '../queue/testing';

// The same asynchronous job in both queue modes: in this process, and on a BullMQ worker (Redis).
// A heavy engine (TTS) whose answer is a file: the job resource links it, and the link serves it.
const redisUrl = await reachableTestRedis();
const modes = ['in-process', ...(redisUrl ? ['bullmq'] : [])] as const;

describe.each(modes)('an asynchronous text-to-speech job (%s)', (mode) => {
  let t: TestApp;
  let workers: QueueWorkers | undefined;
  const prefix = `za-${randomBytes(4).toString('hex')}`;
  afterEach(async () => {
    await workers?.close(1000);
    await closeEngineQueue(t.ctx, 0);
    await t.close();
    if (redisUrl && mode === 'bullmq') await dropQueueKeys(redisUrl, prefix);
  });

  it('runs on the engine queue and serves its audio with its Content-Type', async () => {
    const env: Record<string, string> =
      mode === 'bullmq' && redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {};
    t = await createTestApp('sqlite', { ...env, ASYNC_POLL_MS: '50' });
    if (mode === 'bullmq' && redisUrl) {
      workers = startQueueWorkers(t.ctx, {
        settings: queueSettings(t.ctx.config),
        redisUrl,
        families: ['tts'],
        bindings: boundServices,
      });
    }
    const { accessToken } = await fundedUser(t.ctx, 10_000);
    const headers = { authorization: `Bearer ${accessToken}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/tts',
      payload: { text: 'سلام دنیا، آج موسم اچھا ہے' },
      headers: { ...headers, prefer: 'respond-async' },
    });
    expect(res.statusCode, res.body).toBe(202);
    let job = res.json();
    for (let i = 0; i < 600 && ['queued', 'running'].includes(job.status); i += 1) {
      await sleep(50);
      job = (await t.app.inject({ method: 'GET', url: res.headers.location as string, headers })).json();
    }
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    expect(job.links.result).toBe(`/v1/jobs/${job.id}/result`);
    const file = await t.app.inject({ method: 'GET', url: job.links.result, headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^audio\//);
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toMatch(/RIFF|ID3|OggS|\xff\xfb/);
    expect(file.rawPayload.equals(Buffer.from(job.response, 'base64'))).toBe(true);
  }, 120_000);
});
