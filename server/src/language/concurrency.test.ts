import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { deposit, ledgerTotal } from '../billing/ledger';

describe.each(testDbKinds)('concurrent paid calls (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('200 parallel calls against a balance for exactly 100: 100 succeed, 100 get 402, balance ends at 0', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await createUser(t.ctx);
    // A stemmer call of a few words costs the minimum charge, PKR 0.25.
    await deposit(t.ctx, user.id, 100 * 250, { by: 'test' });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/stemmer', payload: { text: `کتابیں ${i}`, accessToken } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 402)).toHaveLength(100);
    expect(await balanceMilli(t.ctx, user.id)).toBe(0);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(0);
    const charges = await t.ctx.db
      .selectFrom('ledger')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('kind', '=', 'charge')
      .execute();
    expect(charges).toHaveLength(100);
    const jobs = await t.ctx.db.selectFrom('jobs').selectAll().where('user_id', '=', user.id).execute();
    expect(jobs).toHaveLength(100);
    expect(jobs.every((j) => j.status === 'succeeded' && j.cost_milli === 250)).toBe(true);
  });
});
