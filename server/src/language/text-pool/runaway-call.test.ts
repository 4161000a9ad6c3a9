import { stemmer } from '@zuban/contract/services/stemmer';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { balanceMilli, fundedUser, jobRows } from '../../../test/support/money';
import { type RunawayTask, runawayPool } from '../../../test/support/runaway-tasks';
import { listLedger } from '../../billing/ledger';
import { installErrorHandler } from '../../http/error-handler';
import { pricingRoutes } from '../../pricing/routes';
import { bindService } from '../binding';
import { createLanguageRoutes } from '../routes';
import { closeTextPools } from './pool';
import { runInTextPool } from './run-in-pool';
import { textPoolSettings } from './settings';

afterAll(() => closeTextPools());

/** The stemmer's declaration bound to a pool task that never ends well: what a pathological input does. */
function runaway(task: RunawayTask) {
  return bindService(
    stemmer,
    async (_input, { ctx }) => {
      const settings = textPoolSettings(ctx.config);
      await runInTextPool(runawayPool(settings), task, settings.timeoutMs);
      return { response: 'unreachable' };
    },
    { inProcess: true },
  );
}

describe.each(testDbKinds)('a runaway text engine call (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function appWith(task: RunawayTask, timeoutMs: number): Promise<FastifyInstance> {
    t = await createTestApp(kind, {
      TEXT_POOL_THREADS: '1',
      TEXT_TASK_TIMEOUT_MS: String(timeoutMs),
      TEXT_TASK_MEMORY_MB: '128',
    });
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    await pricingRoutes(app, t.ctx);
    await createLanguageRoutes([runaway(task)])(app, t.ctx);
    return app;
  }

  async function expectNothingCharged(userId: string) {
    expect(await balanceMilli(t.ctx, userId)).toBe(100_000);
    expect((await listLedger(t.ctx, userId)).map((row) => row.kind)).toEqual(['deposit']);
    expect((await jobRows(t.ctx, userId)).map((job) => [job.status, job.cost_milli])).toEqual([
      ['failed', 250],
    ]);
  }

  it('answers 503 at the deadline, charges nothing, and serves other requests meanwhile', async () => {
    const app = await appWith({ kind: 'spin', ms: 120_000 }, 2000);
    const { user, accessToken } = await fundedUser(t.ctx);
    let settled = false;
    const call = app
      .inject({ method: 'POST', url: '/stemmer', payload: { text: 'کتابیں', accessToken } })
      .finally(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = performance.now();
    const prices = await app.inject({ method: 'GET', url: '/backend/prices' });
    const answeredInMs = performance.now() - asked;
    expect(prices.statusCode).toBe(200);
    expect(settled).toBe(false);
    // Generous for a busy test machine; with the spin on the event loop it would wait ~2 s.
    expect(answeredInMs).toBeLessThan(1000);

    const res = await call;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'engine_unavailable',
      result: 'Sorry! Output is not generated. Check Spell Checker Service.',
      response: 'The engine did not answer within 2 s.',
    });
    await expectNothingCharged(user.id);
  });

  it('answers 503 when the call outgrows the thread memory cap, charges nothing, and the server lives', async () => {
    // A deadline far off: on a busy machine a fresh thread may take seconds to fill 128 MB.
    const app = await appWith({ kind: 'allocate' }, 60_000);
    const { user, accessToken } = await fundedUser(t.ctx);
    const res = await app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text: 'کتابیں', accessToken },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'engine_unavailable',
      response: 'The engine ran out of memory on this text.',
    });
    await expectNothingCharged(user.id);
    expect((await app.inject({ method: 'GET', url: '/backend/prices' })).statusCode).toBe(200);
  });
});
