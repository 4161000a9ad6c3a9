import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { createUser } from '../../test/support/users';
import { expireStaleCredit } from './expiry';
import { deposit, ledgerTotal, listLedger } from './ledger';

const DAY = 24 * 3600 * 1000;

describe.each(testDbKinds)('credit expiry (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('writes off balances one year after the last deposit, with a ledger row', async () => {
    let now = Date.UTC(2025, 0, 10);
    t = await createTestApp(kind, {}, { now: () => now });
    const stale = await createUser(t.ctx);
    const fresh = await createUser(t.ctx);
    await deposit(t.ctx, stale.user.id, 5000, { by: 'test' });
    await deposit(t.ctx, fresh.user.id, 3000, { by: 'test' });
    now += 200 * DAY;
    await deposit(t.ctx, fresh.user.id, 1000, { by: 'test' }); // restarts the fresh user's year
    now = Date.UTC(2026, 0, 10) - 1;
    expect(await expireStaleCredit(t.ctx)).toEqual({ users: 0, totalMilli: 0 });
    now = Date.UTC(2026, 0, 10) + 1;
    expect(await expireStaleCredit(t.ctx)).toEqual({ users: 1, totalMilli: 5000 });
    expect(await expireStaleCredit(t.ctx)).toEqual({ users: 0, totalMilli: 0 });
    const balances = await t.ctx.db.selectFrom('users').select(['id', 'balance_milli']).execute();
    expect(balances.find((b) => b.id === stale.user.id)?.balance_milli).toBe(0);
    expect(balances.find((b) => b.id === fresh.user.id)?.balance_milli).toBe(4000);
    expect((await listLedger(t.ctx, stale.user.id))[0]).toMatchObject({
      kind: 'expiry',
      amountMilli: -5000,
      by: 'system',
    });
    expect(await ledgerTotal(t.ctx, stale.user.id)).toBe(0);
  });
});
