import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { beginMainThreadLoad, markStarting, type TextPool } from '../language/text-pool/pool';

// /healthz tells a balancer (and the cluster test) when the text engines have loaded their models.
describe('GET /healthz readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).json().ready;

  it('is not ready while a text pool loads its models, and ready once it has', async () => {
    expect(await ready()).toBe(true);
    let loaded: () => void = () => undefined;
    // Only the identity of the pool matters to the start-up bookkeeping.
    const pool = {} as TextPool;
    markStarting(
      pool,
      new Promise<void>((r) => {
        loaded = r;
      }),
    );
    expect(await ready()).toBe(false);
    loaded();
    await new Promise((r) => setImmediate(r));
    expect(await ready()).toBe(true);
  });

  it('is not ready while the main thread loads its inline engines (serve, after listen)', async () => {
    const done = beginMainThreadLoad();
    expect(await ready()).toBe(false);
    done();
    expect(await ready()).toBe(true);
  });
});
