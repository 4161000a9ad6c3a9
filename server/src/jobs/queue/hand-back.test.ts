import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { balanceMilli, fundedUser, jobRows } from '../../../test/support/money';
import { ttsBinding } from '../../language/bindings/tts';
import { type QueueWorkers, startQueueWorkers } from './bullmq-worker';
import { handBackDelayMs } from './hand-back';
import { closeEngineQueue } from './index';
import { queueSettings } from './settings';
import { dropQueueKeys, reachableTestRedis } from './testing';

// Two deployments on one Redis under one QUEUE_PREFIX (issue #34 item 6): deployment B's worker
// takes deployment A's job, whose row B's database does not hold. It used to answer it "cancelled
// before it started" (409, a paid call failed for nothing); now it hands the job back, and A's own
// worker runs it.

const redisUrl = await reachableTestRedis();

it('hands a job back a little later each time it is taken, at most a second', () => {
  expect([1, 2, 5, 10, 50].map(handBackDelayMs)).toEqual([100, 200, 500, 1000, 1000]);
});

describe.skipIf(!redisUrl)('a worker of another deployment on the same QUEUE_PREFIX', () => {
  const prefix = `zh-${randomBytes(4).toString('hex')}`;
  const apps: TestApp[] = [];
  const workers: QueueWorkers[] = [];

  afterEach(async () => {
    await Promise.all(workers.map((w) => Promise.all(w.workers.map((x) => x.close(true)))));
    for (const t of apps) {
      await closeEngineQueue(t.ctx, 0);
      await t.close();
    }
    await dropQueueKeys(redisUrl ?? '', prefix);
  });

  async function deployment() {
    const t = await createTestApp('sqlite', { REDIS_URL: redisUrl ?? '', QUEUE_PREFIX: prefix });
    apps.push(t);
    return t;
  }

  function worker(t: TestApp, warnings: string[] = []) {
    const started = startQueueWorkers(t.ctx, {
      settings: queueSettings(t.ctx.config),
      redisUrl: redisUrl ?? '',
      families: ['tts'],
      bindings: [ttsBinding],
      onError: (error) => warnings.push(error.message),
    });
    workers.push(started);
    return started;
  }

  it("hands the job back instead of answering it cancelled; the caller's own worker runs it, charged once", async () => {
    const mine = await deployment();
    const other = await deployment();
    const warnings: string[] = [];
    worker(other, warnings);
    const { user, accessToken } = await fundedUser(mine.ctx, 10_000);

    // inject() sends when its answer is asked for: asked at once, so the call is under way meanwhile.
    const call = mine.app
      .inject({ method: 'POST', url: '/tts', payload: { text: 'سلام', accessToken } })
      .then((res) => res);
    // Only the other deployment's worker is there: it takes the job and hands it back.
    const until = Date.now() + 20_000;
    while (warnings.length === 0 && Date.now() < until) await sleep(50);
    expect(warnings.join('\n')).toContain(`QUEUE_PREFIX=${prefix}`);
    worker(mine);

    const res = await call;
    expect(res.statusCode, res.body).toBe(200);
    expect(Buffer.from(res.json().response, 'base64').subarray(0, 4).toString()).toBe('RIFF');
    const [job] = await jobRows(mine.ctx, user.id);
    expect(job).toMatchObject({ status: 'succeeded' });
    expect(await balanceMilli(mine.ctx, user.id)).toBe(10_000 - (job?.cost_milli ?? 0));
    expect(job?.cost_milli).toBeGreaterThan(0);
  }, 60_000);
});
