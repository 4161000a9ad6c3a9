import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ocr } from '@zuban/contract/services/ocr';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { balanceMilli, fundedUser } from '../../test/support/money';
import { listLedger } from '../billing/ledger';
import { installErrorHandler } from '../http/error-handler';
import { useZodSchemas } from '../http/zod-compilers';
import { bindService } from '../language/binding';
import { createLanguageRoutes } from '../language/routes';
import { jobProgressRoutes } from './progress-routes';
import { type QueueWorkers, startQueueWorkers } from './queue/bullmq-worker';
import { closeEngineQueue } from './queue/index';
import { queueSettings } from './queue/settings';
import { dropQueueKeys, reachableTestRedis } from './queue/testing';

// Cancelling a call still waiting on the queue (#25 item 5), in this process and on BullMQ: the
// OCR declaration is bound to an engine held at a gate, so one call runs and the next one waits.
const engine: { starts: number; open: () => void } = { starts: 0, open: () => undefined };
const gatedOcr = bindService(ocr, async ({ image }) => {
  engine.starts += 1;
  await new Promise<void>((resolve) => {
    engine.open = resolve;
  });
  return { response: `read ${image.length} characters` };
});

const redisUrl = await reachableTestRedis();
const modes = ['in-process', ...(redisUrl ? ['bullmq'] : [])] as const;

describe.each(modes)('cancelling a queued call (%s)', (mode) => {
  let t: TestApp;
  let app: FastifyInstance;
  let workers: QueueWorkers | undefined;
  const prefix = `zc-${randomBytes(4).toString('hex')}`;

  afterEach(async () => {
    engine.open();
    await Promise.all((workers?.workers ?? []).map((w) => w.close(true)));
    await closeEngineQueue(t.ctx, 0);
    await app.close().catch(() => undefined);
    await t.close();
    if (redisUrl && mode === 'bullmq') await dropQueueKeys(redisUrl, prefix);
  });

  async function setUp() {
    engine.starts = 0;
    const redisEnv: Record<string, string> =
      mode === 'bullmq' && redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {};
    t = await createTestApp('sqlite', { ...redisEnv, QUEUE_CONCURRENCY_OCR: '1' });
    app = Fastify({ logger: false });
    installErrorHandler(app);
    useZodSchemas(app);
    await createLanguageRoutes([gatedOcr])(app, t.ctx);
    await jobProgressRoutes(app, t.ctx);
    if (mode === 'bullmq' && redisUrl) {
      workers = startQueueWorkers(t.ctx, {
        settings: queueSettings(t.ctx.config),
        redisUrl,
        families: ['ocr'],
        bindings: [gatedOcr],
      });
    }
  }

  const ocrCall = (accessToken: string, key: string) =>
    app.inject({
      method: 'POST',
      url: '/ocr',
      payload: { image: 'iVBORw0KGgo=', accessToken },
      headers: { 'idempotency-key': key },
    });
  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const cancel = (jobId: string, token: string) =>
    app.inject({
      method: 'POST',
      url: `/backend/jobs/${jobId}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });

  async function jobByKey(key: string, token: string) {
    for (let i = 0; i < 500; i++) {
      const res = await get(`/backend/jobs/by-key/${key}`, token);
      if (res.statusCode === 200) return res.json();
      await sleep(10);
    }
    throw new Error(`no job for key ${key}`);
  }

  it('refunds a queued call exactly once, and the engine never runs it', { timeout: 30_000 }, async () => {
    await setUp();
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    const other = await fundedUser(t.ctx, 10_000);
    const first = ocrCall(accessToken, 'first-call');
    while (engine.starts === 0) await sleep(10);
    const second = ocrCall(accessToken, 'second-call');
    const queued = await jobByKey('second-call', accessToken);
    expect(queued).toMatchObject({ phase: 'queued', cancellable: true, serviceId: 'ocr', progress: null });
    const running = await jobByKey('first-call', accessToken);
    expect(running).toMatchObject({ phase: 'running', cancellable: false });

    // Someone else can neither read nor cancel it, nor tell that it exists.
    expect((await get(`/backend/jobs/${queued.jobId}`, other.accessToken)).statusCode).toBe(404);
    expect((await get('/backend/jobs/by-key/second-call', other.accessToken)).statusCode).toBe(404);
    expect((await cancel(queued.jobId, other.accessToken)).statusCode).toBe(404);
    // A running call cannot be cancelled.
    const notNow = await cancel(running.jobId, accessToken);
    expect(notNow.statusCode).toBe(409);
    expect(notNow.json().code).toBe('job_running');

    const cancelled = await cancel(queued.jobId, accessToken);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ jobId: queued.jobId, phase: 'cancelled', refunded: 0.5 });
    const again = await cancel(queued.jobId, accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('job_finished');

    engine.open();
    expect((await first).statusCode).toBe(200);
    const late = await second;
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('job_cancelled');
    expect(engine.starts).toBe(1);
    expect((await get(`/backend/jobs/${queued.jobId}`, accessToken)).json()).toMatchObject({
      phase: 'cancelled',
      cancellable: false,
      startedAt: null,
    });
    // Charged for the first call only; one refund, for the cancelled one.
    expect(await balanceMilli(t.ctx, user.id)).toBe(9500);
    const refunds = (await listLedger(t.ctx, user.id)).filter((e) => e.kind === 'refund');
    expect(refunds.map((r) => [r.jobId, r.amountMilli])).toEqual([[queued.jobId, 500]]);
  });
});
