import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { deposit, ledgerTotal, listLedger } from './ledger';

describe.each(testDbKinds)('ledger deposit (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('credits the balance with a ledger row in one transaction', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    const first = await deposit(t.ctx, user.id, 1500, { by: 'cli', note: 'receipt 42' });
    const second = await deposit(t.ctx, user.id, 250, { by: 'admin:someone' });
    expect(first.balanceMilli).toBe(1500);
    expect(second.balanceMilli).toBe(1750);
    expect(await balanceMilli(t.ctx, user.id)).toBe(1750);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(1750);
    const entries = await listLedger(t.ctx, user.id);
    expect(entries.map((e) => [e.kind, e.amountMilli, e.by])).toEqual(
      expect.arrayContaining([
        ['deposit', 1500, 'cli'],
        ['deposit', 250, 'admin:someone'],
      ]),
    );
  });

  it('refuses non-positive or fractional amounts and unknown users, writing nothing', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await expect(deposit(t.ctx, user.id, 0, { by: 'cli' })).rejects.toMatchObject({ status: 400 });
    await expect(deposit(t.ctx, user.id, 1.5, { by: 'cli' })).rejects.toMatchObject({ status: 400 });
    await expect(deposit(t.ctx, 'nobody', 100, { by: 'cli' })).rejects.toMatchObject({ status: 404 });
    expect(await ledgerTotal(t.ctx, user.id)).toBe(0);
  });
});
