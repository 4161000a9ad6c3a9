import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { fundedUser } from '../../test/support/money';
import { type QueueWorkers, startQueueWorkers } from '../jobs/queue/bullmq-worker';
import { closeEngineQueue } from '../jobs/queue/index';
import { queueSettings } from '../jobs/queue/settings';
import { dropQueueKeys, reachableTestRedis } from '../jobs/queue/testing';
import { ttsBinding } from '../language/bindings/tts';

const TOKEN = 'metrics-token-for-queue-tests-0123456789';
const redisUrl = await reachableTestRedis();

/** The value of one series in Prometheus' text format, if present. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// The in-process queue's gauges are in routes.test.ts; here the queue lives in Redis and a BullMQ
// worker (in this test process) runs the real espeak-ng voice.
describe.skipIf(!redisUrl)('queue gauges on BullMQ', () => {
  let t: TestApp;
  let workers: QueueWorkers | undefined;
  const prefix = `zm-${randomBytes(4).toString('hex')}`;
  afterEach(async () => {
    await workers?.close(0);
    await closeEngineQueue(t.ctx, 0);
    await t.close();
    if (redisUrl) await dropQueueKeys(redisUrl, prefix);
  });

  const scrape = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;

  it('shows a call waiting with no worker, then the worker, and the call once it ran', async () => {
    t = await createTestApp('sqlite', {
      METRICS_TOKEN: TOKEN,
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: prefix,
    });
    const { accessToken } = await fundedUser(t.ctx);
    const call = t.app
      .inject({ method: 'POST', url: '/tts', payload: { text: 'پاکستان', accessToken } })
      .then((r) => r);
    let body = await scrape();
    for (
      let i = 0;
      i < 100 && sample(body, 'zuban_queue_waiting_jobs{family="tts",mode="bullmq"}') !== 1;
      i++
    ) {
      await sleep(100);
      body = await scrape();
    }
    expect(sample(body, 'zuban_queue_waiting_jobs{family="tts",mode="bullmq"}')).toBe(1);
    expect(sample(body, 'zuban_queue_workers{family="tts",mode="bullmq"}')).toBe(0);
    expect(sample(body, 'zuban_queue_up{mode="bullmq"}')).toBe(1);

    workers = startQueueWorkers(t.ctx, {
      settings: queueSettings(t.ctx.config),
      redisUrl: redisUrl ?? '',
      families: ['tts'],
      bindings: [ttsBinding],
    });
    expect((await call).statusCode).toBe(200);
    await sleep(1100); // past the gauges' one-second snapshot
    body = await scrape();
    expect(sample(body, 'zuban_queue_waiting_jobs{family="tts",mode="bullmq"}')).toBe(0);
    expect(sample(body, 'zuban_queue_workers{family="tts",mode="bullmq"}')).toBe(1);
    expect(sample(body, 'zuban_queued_call_duration_seconds_count{family="tts",outcome="succeeded"}')).toBe(
      1,
    );
    expect(sample(body, 'zuban_paid_calls_total{service="tts",channel="api",outcome="succeeded"}')).toBe(1);
  });
});
