import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { testDbKinds } from './database';
import { answeredJobViolations, ledgerViolations } from './ledger-invariants';
import { fundedUser } from './money';

// The checker the drills and the cluster test trust: it must see each kind of broken book.
describe.each(testDbKinds)('ledger invariants (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const paidStem = async (token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text: 'کتابیں', accessToken: token },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { jobId: string; cost: number };
  };

  it('passes straight books and names a balance that drifted from its ledger', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx);
    const answer = await paidStem(accessToken);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    expect(
      await answeredJobViolations(t.ctx.db, [
        { jobId: answer.jobId, costMilli: Math.round(answer.cost * 1000) },
      ]),
    ).toEqual([]);
    await t.ctx.db.updateTable('users').set({ balance_milli: 1 }).where('id', '=', user.id).execute();
    expect((await ledgerViolations(t.ctx.db)).join()).toMatch(/ledger sums to/);
  });

  it('names a job left running, a failed job never refunded, and an answer without its job', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await fundedUser(t.ctx);
    const { jobId } = await paidStem(accessToken);
    await t.ctx.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', jobId).execute();
    expect((await ledgerViolations(t.ctx.db)).join()).toMatch(/still running/);
    await t.ctx.db.updateTable('jobs').set({ status: 'failed' }).where('id', '=', jobId).execute();
    expect((await ledgerViolations(t.ctx.db)).join()).toMatch(/failed job .* 0 refunds/);
    expect((await answeredJobViolations(t.ctx.db, [{ jobId: 'nope', costMilli: 0 }])).join()).toMatch(
      /no row/,
    );
  });

  it('lets a running job pass right after a kill when asked, and names a charge that points at no job', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await fundedUser(t.ctx);
    const { jobId } = await paidStem(accessToken);
    await t.ctx.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', jobId).execute();
    expect(await ledgerViolations(t.ctx.db, { runningAllowed: true })).toEqual([]);
    await t.ctx.db.updateTable('ledger').set({ job_id: null }).where('job_id', '=', jobId).execute();
    expect((await ledgerViolations(t.ctx.db, { runningAllowed: true })).join()).toMatch(
      /charge row .* points at no job/,
    );
  });
});
