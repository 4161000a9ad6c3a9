import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { finishedJob } from '../../test/support/job-rows';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { openJob } from './charge';
import { deposit } from './ledger';

// openJob of finished text calls; on PostgreSQL the calls that arrive together are charged by
// one statement (charge-batcher.ts), on SQLite by the group committer's transaction.
describe.each(testDbKinds)('openJob, many calls at once (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const finished = (userId: string, cost: number) =>
    finishedJob(userId, cost, Date.now(), { units: 10, duration_ms: 1 });

  it('charges each call once with its own balance after, and refuses exactly those the balance cannot cover', async () => {
    t = await createTestApp(kind);
    const rich = (await createUser(t.ctx)).user;
    const poor = (await createUser(t.ctx)).user;
    await deposit(t.ctx, rich.id, 1_000_000, { by: 'test' });
    await deposit(t.ctx, poor.id, 1_000, { by: 'test' }); // 7 calls of 130 fit, not 10
    const calls = [
      ...Array.from({ length: 40 }, (_, i) => finished(rich.id, 100 + i)),
      ...Array.from({ length: 10 }, () => finished(poor.id, 130)),
    ].sort(() => Math.random() - 0.5);
    const results = await Promise.all(calls.map((job) => openJob(t.ctx, job)));

    const poorResults = results.filter((_, i) => calls[i]!.user_id === poor.id);
    expect(poorResults.filter((r) => r.ok)).toHaveLength(7);
    for (const refused of poorResults.filter((r) => !r.ok))
      expect(refused).toEqual({ ok: false, balanceMilli: 90 });
    expect(await balanceMilli(t.ctx, poor.id)).toBe(90);
    const richCost = Array.from({ length: 40 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(await balanceMilli(t.ctx, rich.id)).toBe(1_000_000 - richCost);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);

    // Every answered balance is one a ledger row recorded, and the rows of a user step down by
    // their amounts in order: no two calls share a balance.
    for (const user of [rich, poor]) {
      const rows = await t.ctx.db
        .selectFrom('ledger')
        .select(['amount_milli', 'balance_after_milli', 'job_id'])
        .where('user_id', '=', user.id)
        .where('kind', '=', 'charge')
        .orderBy('balance_after_milli', 'desc')
        .execute();
      let balance = user === rich ? 1_000_000 : 1_000;
      for (const row of rows) {
        balance += row.amount_milli;
        expect(row.balance_after_milli).toBe(balance);
        const answered = results[calls.findIndex((c) => c.id === row.job_id)];
        expect(answered).toEqual({ ok: true, balanceAfterMilli: row.balance_after_milli });
      }
    }
    const jobs = await t.ctx.db.selectFrom('jobs').select('id').execute();
    expect(jobs).toHaveLength(47);
  });

  it('a call that cannot be written gets its error; the others that came with it are charged', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    const first = finished(user.id, 100);
    await openJob(t.ctx, first);
    const calls = [
      finished(user.id, 100),
      { ...finished(user.id, 100), id: first.id },
      finished(user.id, 100),
    ];
    const results = await Promise.allSettled(calls.map((job) => openJob(t.ctx, job)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000 - 300);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
