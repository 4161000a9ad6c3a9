import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { ocr } from '@zuban/contract/services/ocr';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { runningJob } from '../../../test/support/job-rows';
import { balanceMilli, fundedUser, jobRows } from '../../../test/support/money';
import { browserHeaders, createUser, sessionCookie } from '../../../test/support/users';
import { openQueuedJob } from '../../billing/charge';
import { listLedger } from '../../billing/ledger';
import { refundStaleJobs, staleJobGraceMs } from '../../billing/stale-jobs';
import { type AppContext, closeAppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { installErrorHandler } from '../../http/error-handler';
import { bindService } from '../../language/binding';
import { ttsBinding } from '../../language/bindings/tts';
import { requestHash } from '../../language/idempotency';
import { createLanguageRoutes } from '../../language/routes';
import { type QueueWorkers, startQueueWorkers } from './bullmq-worker';
import type { QueueFamily } from './families';
import { closeEngineQueue } from './index';
import { queueSettings } from './settings';
import { dropQueueKeys, reachableTestRedis } from './testing';

// One suite for both ways heavy engines run: in this process, and on BullMQ with a worker in this
// test process (when TEST_REDIS_URL answers). The engine is the OCR declaration bound to a test
// engine whose behaviour each test sets; one test uses the real espeak-ng voice.

type Behaviour = 'echo' | 'crash' | 'bad-input' | 'slow' | 'hang' | 'gate' | 'missing';
const engine: { behaviour: Behaviour; starts: number; finishes: number; open: () => void } = {
  behaviour: 'echo',
  starts: 0,
  finishes: 0,
  open: () => undefined,
};

const testOcr = bindService(
  ocr,
  async ({ image }, { signal }) => {
    engine.starts += 1;
    if (engine.behaviour === 'crash') throw new Error('segfault in /opt/secret/path');
    if (engine.behaviour === 'bad-input')
      throw new AppError(400, 'invalid_image', 'The file is not an image.');
    if (engine.behaviour === 'slow') await sleep(900); // ignores its signal, like a stuck native tool
    if (engine.behaviour === 'hang') await new Promise(() => undefined);
    if (engine.behaviour === 'gate')
      await new Promise<void>((resolve) => {
        engine.open = resolve;
      });
    engine.finishes += 1;
    return { response: `read ${image.length} characters`, extra: { aborted: signal.aborted } };
  },
  {
    unavailable: () => (engine.behaviour === 'missing' ? 'The OCR model is not installed here.' : undefined),
  },
);

const redisUrl = await reachableTestRedis();

/** Closes workers without waiting for their jobs: as far as Redis can tell, they died. */
async function forceClose(workers: QueueWorkers | undefined) {
  await Promise.all((workers?.workers ?? []).map((w) => w.close(true)));
}
const modes = ['in-process', ...(redisUrl ? ['bullmq'] : [])] as const;

describe.each(modes)('heavy engines on the queue (%s)', (mode) => {
  let t: TestApp;
  let app: FastifyInstance;
  let workers: QueueWorkers | undefined;
  let prefix = '';
  afterEach(async () => {
    engine.open();
    await forceClose(workers);
    workers = undefined;
    await closeEngineQueue(t.ctx, 0);
    await app.close().catch(() => undefined);
    await t.close();
    if (redisUrl && mode === 'bullmq') await dropQueueKeys(redisUrl, prefix);
  });

  async function setUp(
    env: Record<string, string> = {},
    families: QueueFamily[] = ['ocr'],
    overrides: Partial<AppContext> = {},
  ) {
    engine.behaviour = 'echo';
    engine.starts = 0;
    engine.finishes = 0;
    prefix = `zt-${randomBytes(4).toString('hex')}`;
    const redisEnv: Record<string, string> =
      mode === 'bullmq' && redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {};
    t = await createTestApp('sqlite', { ...redisEnv, ...env }, overrides);
    app = Fastify({ logger: false });
    installErrorHandler(app);
    // As buildApp: closing the app closes the context's engine queue (after SHUTDOWN_GRACE_MS).
    app.addHook('onClose', () => closeAppContext(t.ctx));
    await createLanguageRoutes([testOcr, ttsBinding])(app, t.ctx);
    if (mode === 'bullmq' && redisUrl) workers = startWorker(families);
  }

  function startWorker(families: QueueFamily[]) {
    const settings = queueSettings(t.ctx.config);
    return startQueueWorkers(t.ctx, {
      settings,
      redisUrl: redisUrl ?? '',
      families,
      bindings: [testOcr, ttsBinding],
    });
  }

  const ocrCall = (accessToken: string, image = 'iVBORw0KGgo=') =>
    app.inject({ method: 'POST', url: '/ocr', payload: { image, accessToken } });

  async function refundsOf(userId: string) {
    return (await listLedger(t.ctx, userId)).filter((e) => e.kind === 'refund');
  }

  it('runs the engine, charges once and settles the job once', async () => {
    await setUp();
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    // Larger than a Redis payload should be: it travels as a file and is deleted after.
    const image = 'A'.repeat(400_000);
    const res = await ocrCall(accessToken, image);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ response: 'read 400000 characters', aborted: false, cost: 0.5 });
    expect(await balanceMilli(t.ctx, user.id)).toBe(9500);
    const [job] = await jobRows(t.ctx, user.id);
    expect(job).toMatchObject({ status: 'succeeded', cost_milli: 500, exclusive_key: null });
    expect(job?.deadline_at).toBe((job?.created_at ?? 0) + 120_000);
    expect((await listLedger(t.ctx, user.id)).map((e) => e.kind).sort()).toEqual(['charge', 'deposit']);
    const left = await readdir(queueSettings(t.ctx.config).spillDir).catch(() => []);
    expect(left).toEqual([]);
  });

  it('speaks with the real espeak-ng voice', async () => {
    await setUp({}, ['tts']);
    const { accessToken } = await fundedUser(t.ctx, 10_000);
    const res = await app.inject({ method: 'POST', url: '/tts', payload: { text: 'سلام', accessToken } });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().response, 'base64').subarray(0, 4).toString()).toBe('RIFF');
  });

  it('refunds a failed engine once; the crash text stays out of the answer', async () => {
    await setUp();
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    engine.behaviour = 'crash';
    const res = await ocrCall(accessToken);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ refunded: 0.5 });
    expect(res.body).not.toContain('/opt/secret');
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
    expect(await refundsOf(user.id)).toHaveLength(1);
    const [job] = await jobRows(t.ctx, user.id);
    expect(job?.status).toBe('failed');
    expect(job?.error).toContain('segfault');
  });

  it('a missing model: 503 with the reason; checked by the worker when there are workers', async () => {
    await setUp();
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    engine.behaviour = 'missing';
    const res = await ocrCall(accessToken);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ response: 'The OCR model is not installed here.' });
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
    // In-process the API checks before charging; with workers the worker checks and it is refunded.
    expect(await refundsOf(user.id)).toHaveLength(mode === 'bullmq' ? 1 : 0);
  });

  it('answers the engine’s own 4xx as is, refunded', async () => {
    await setUp();
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    engine.behaviour = 'bad-input';
    const res = await ocrCall(accessToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_image', message: 'The file is not an image.' });
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
  });

  it('refunds a call past its deadline once; the late answer changes nothing', async () => {
    await setUp({ ENGINE_TIMEOUT_MS: '300' });
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    engine.behaviour = 'slow';
    const res = await ocrCall(accessToken);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'engine_unavailable', refunded: 0.5 });
    await sleep(1200); // the engine finishes after all
    expect(engine.finishes).toBe(1);
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
    expect(await refundsOf(user.id)).toHaveLength(1);
    expect((await jobRows(t.ctx, user.id))[0]?.status).toBe('failed');
  });

  it('answers 503 with Retry-After when the family queue is full, before charging', async () => {
    await setUp({ QUEUE_MAX_LENGTH_OCR: '1', QUEUE_CONCURRENCY_OCR: '1', QUEUE_RETRY_AFTER_SECONDS: '7' });
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    engine.behaviour = 'gate';
    const first = ocrCall(accessToken).then((r) => r); // inject starts on then()
    while (engine.starts === 0) await sleep(10);
    const refused = await ocrCall(accessToken);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toMatchObject({ code: 'queue_full' });
    expect(await balanceMilli(t.ctx, user.id)).toBe(9500);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(1);
    engine.open();
    expect((await first).statusCode).toBe(200);
    engine.behaviour = 'echo';
    expect((await ocrCall(accessToken)).statusCode).toBe(200);
  });

  it('runs one free browser OCR call per user at a time; a second one gets 429', async () => {
    await setUp();
    const { user } = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.id));
    const webCall = () =>
      app.inject({
        method: 'POST',
        url: ocr.toolPaths[0] ?? '/backend/ocr',
        payload: { image: 'iVBORw0KGgo=' },
        headers,
      });
    engine.behaviour = 'gate';
    const first = webCall().then((r) => r);
    while (engine.starts === 0) await sleep(10);
    const second = await webCall();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'web_job_running' });
    engine.open();
    expect((await first).statusCode).toBe(200);
    engine.behaviour = 'echo';
    expect((await webCall()).statusCode).toBe(200);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(2);
  });

  it('a call whose API process died is refunded after its deadline; a retry with its key then runs afresh', async () => {
    let now = Date.now();
    await setUp({}, ['ocr'], { now: () => now });
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    const payload = { image: 'iVBORw0KGgo=', accessToken };
    const headers = { 'idempotency-key': 'order-17' };
    // What the dead process left: its claimed key and its charged, running job.
    await t.ctx.db
      .insertInto('idempotency_keys')
      .values({
        user_id: user.id,
        key: 'order-17',
        request_hash: requestHash('ocr', payload),
        status_code: null,
        response_body: null,
        created_at: now,
      })
      .execute();
    await openQueuedJob(
      t.ctx,
      runningJob(user.id, 500, now, {
        service_id: 'ocr',
        units: 2,
        deadline_at: now + 120_000,
        exclusive_key: null,
        idempotency_key: 'order-17',
      }),
    );
    const retry = () => app.inject({ method: 'POST', url: '/ocr', payload, headers });
    const early = await retry();
    expect(early.statusCode).toBe(409);
    expect(await balanceMilli(t.ctx, user.id)).toBe(9500);
    now += 120_000 + staleJobGraceMs(t.ctx) + 1;
    expect(await refundStaleJobs(t.ctx)).toEqual({ jobs: 1 });
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
    const fresh = await retry();
    expect(fresh.statusCode).toBe(200);
    const replayed = await retry();
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(fresh.json());
    expect(await balanceMilli(t.ctx, user.id)).toBe(9500);
    expect((await listLedger(t.ctx, user.id)).map((e) => e.kind).sort()).toEqual([
      'charge',
      'charge',
      'deposit',
      'refund',
    ]);
  });

  it('on shutdown, a call still waiting after the grace is refunded and answered 503', async () => {
    await setUp({ SHUTDOWN_GRACE_MS: '300' });
    const { user, accessToken } = await fundedUser(t.ctx, 10_000);
    engine.behaviour = 'gate';
    const pending = ocrCall(accessToken).then((r) => r);
    while (engine.starts === 0) await sleep(10);
    const closing = app.close();
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'engine_unavailable', refunded: 0.5 });
    await closing;
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
    expect(await refundsOf(user.id)).toHaveLength(1);
  });

  it.runIf(mode === 'bullmq')('a stopping worker finishes its active job before it closes', async () => {
    await setUp();
    const { accessToken } = await fundedUser(t.ctx, 10_000);
    engine.behaviour = 'gate';
    const pending = ocrCall(accessToken).then((r) => r);
    while (engine.starts === 0) await sleep(10);
    const stopping = workers?.close(10_000);
    await sleep(200);
    engine.open();
    expect(await stopping).toEqual({ finished: true });
    expect((await pending).statusCode).toBe(200);
  });

  it.runIf(mode === 'bullmq')(
    'retries a job whose worker died once, then fails it and refunds',
    async () => {
      const fast = {
        QUEUE_LOCK_DURATION_MS: '400',
        QUEUE_STALLED_INTERVAL_MS: '300',
        ENGINE_TIMEOUT_MS: '30000',
      };
      await setUp(fast);
      const { user, accessToken } = await fundedUser(t.ctx, 10_000);
      engine.behaviour = 'hang';
      const pending = ocrCall(accessToken);
      // Each worker takes the job and dies holding it (force-closed: its lock is no longer renewed).
      for (let attempt = 1; attempt <= 2; attempt++) {
        while (engine.starts < attempt) await sleep(20);
        await forceClose(workers);
        workers = startWorker(['ocr']);
      }
      const res = await pending;
      expect(engine.starts).toBe(2);
      expect(res.statusCode).toBe(502);
      expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
      expect(await refundsOf(user.id)).toHaveLength(1);
      expect((await jobRows(t.ctx, user.id))[0]?.status).toBe('failed');
    },
    20_000,
  );
});
