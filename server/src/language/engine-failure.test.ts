import { stemmer } from '@zuban/contract/services/stemmer';
import { EngineUnavailableError } from '@zuban/engines/errors';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { deposit, ledgerTotal, listLedger } from '../billing/ledger';
import { installErrorHandler } from '../http/error-handler';
import { bindService } from './binding';
import { createLanguageRoutes } from './routes';

// The stemmer's declaration bound to engines that fail, to exercise the refund path end to end.
const crashing = bindService(stemmer, () => {
  throw new Error('segfault in /opt/secret/path');
});
const missing = bindService(stemmer, () => {
  throw new EngineUnavailableError('The stemmer model is not installed.');
});

describe.each(testDbKinds)('engine failure refunds (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function appWith(binding: typeof crashing) {
    t = await createTestApp(kind);
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    await createLanguageRoutes([binding])(app, t.ctx);
    return app;
  }

  /** A funded user's paid stemmer call through an app with this binding. */
  async function stemWith(binding: typeof crashing) {
    const app = await appWith(binding);
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 1000, { by: 'test' });
    const res = await app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text: 'کتابیں', accessToken },
    });
    return { app, user, res };
  }

  it.each([
    ['crash', 502, crashing, 'The engine failed to produce an output.'],
    ['not installed', 503, missing, 'The stemmer model is not installed.'],
  ] as const)(
    '%s: %i with the spec message, a refund row and a failed job',
    async (_, status, binding, detail) => {
      const { app, user, res } = await stemWith(binding);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({
        message: 'Sorry! Output is not generated. Check Spell Checker Service.',
        result: 'Sorry! Output is not generated. Check Spell Checker Service.',
        response: detail,
        refunded: 0.25,
      });
      expect(res.body).not.toContain('/opt/secret');
      const ledger = await listLedger(t.ctx, user.id);
      expect(ledger.map((e) => [e.kind, e.amountMilli]).sort()).toEqual(
        [
          ['charge', -250],
          ['deposit', 1000],
          ['refund', 250],
        ].sort(),
      );
      expect(await ledgerTotal(t.ctx, user.id)).toBe(1000);
      expect(await balanceMilli(t.ctx, user.id)).toBe(1000);
      const job = await t.ctx.db
        .selectFrom('jobs')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('failed');
      await app.close();
    },
  );

  it('an in-process engine that fails charges nothing: a failed job, no charge or refund rows', async () => {
    const { app, user, res } = await stemWith(
      bindService(
        stemmer,
        () => {
          throw new Error('index out of range');
        },
        { inProcess: true },
      ),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ response: 'The engine failed to produce an output.', refunded: 0 });
    const ledger = await listLedger(t.ctx, user.id);
    expect(ledger.map((e) => [e.kind, e.amountMilli])).toEqual([['deposit', 1000]]);
    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', error: 'index out of range', cost_milli: 250 });
    expect(job.finished_at).not.toBeNull();
    await app.close();
  });
});
