import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { finishedJob } from '../../../test/support/job-rows';
import { balanceMilli, jobRows } from '../../../test/support/money';
import { createUser } from '../../../test/support/users';
import { openJob } from '../../billing/charge';
import { deposit, ledgerTotal } from '../../billing/ledger';
import { refundStaleJobs, STALE_JOB_MS } from '../../billing/stale-jobs';
import { startStreamBilling, totalForBlocks } from './charge-stream';

// Stream billing against the database: each block is paid before it is served (the /asr price,
// 750 milli-PKR a block by default), so parallel streams and spending elsewhere cannot overdraw.
const balanceOf = (t: TestApp, userId: string) => balanceMilli(t.ctx, userId);
const jobsOf = (t: TestApp, userId: string) => jobRows(t.ctx, userId);

describe('totalForBlocks', () => {
  const row = { unitCostMilli: 750, discountPercent: 0, minUnits: 2, minChargeMilli: 1000 };
  it('is the /asr price of that many blocks, minimum charge included', () => {
    expect([1, 2, 3].map((n) => totalForBlocks(n, row, 0))).toEqual([1000, 1000, 2250]);
    expect(totalForBlocks(1, undefined, 0)).toBe(0); // web: free
  });
  it('never falls below what was paid when the minimum charge exceeds the next blocks', () => {
    const steep = { ...row, minChargeMilli: 5000 };
    expect(totalForBlocks(2, steep, 0)).toBe(5000);
    expect(totalForBlocks(3, steep, 5000)).toBe(5000);
    expect(totalForBlocks(7, steep, 5000)).toBe(5250);
  });
});

describe.each(testDbKinds)('stream billing (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('two parallel streams with money for one block: only one block is paid', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 750, { by: 'test' });
    const caller = { userId: user.id, channel: 'api' as const };
    const [a, b] = await Promise.all([startStreamBilling(t.ctx, caller), startStreamBilling(t.ctx, caller)]);
    const paid = await Promise.all([a.payThrough(1), b.payThrough(1)]);
    expect(paid.filter((p) => p.ok)).toHaveLength(1);
    expect(paid.find((p) => !p.ok)).toEqual({ ok: false, balanceMilli: 0 });
    expect(await balanceOf(t, user.id)).toBe(0);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(0);
    const jobs = await jobsOf(t, user.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ units: 1, cost_milli: 750, status: 'succeeded' });
  });

  it('money spent elsewhere mid-stream: the next block is refused, the served ones stay paid', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 2000, { by: 'test' });
    const stream = await startStreamBilling(t.ctx, { userId: user.id, channel: 'api' });
    expect((await stream.payThrough(2)).ok).toBe(true); // a 16-s chunk starts two blocks
    expect(await balanceOf(t, user.id)).toBe(500);
    // Another paid call spends what the stream has not reserved.
    const other = await openJob(t.ctx, finishedJob(user.id, 400, t.ctx.now()));
    expect(other.ok).toBe(true);
    expect(await stream.payThrough(3)).toEqual({ ok: false, balanceMilli: 100 });
    await stream.close(30);
    expect(stream.paidBlocks()).toBe(2);
    expect(stream.costMilli()).toBe(1500);
    const job = (await jobsOf(t, user.id)).find((j) => j.id === stream.jobId);
    expect(job).toMatchObject({
      units: 2,
      cost_milli: 1500,
      status: 'succeeded',
      input_summary: 'realtime stream, 30 s of audio',
    });
    expect(await balanceOf(t, user.id)).toBe(100);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(100);
    const charges = await t.ctx.db
      .selectFrom('ledger')
      .selectAll()
      .where('job_id', '=', stream.jobId)
      .execute();
    expect(charges.map((c) => c.amount_milli)).toEqual([-1500]);
  });

  it('a stream whose process died keeps its served blocks paid: the stale-job sweep leaves it alone', async () => {
    let now = 1_800_000_000_000;
    t = await createTestApp(kind, {}, { now: () => now });
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 5000, { by: 'test' });
    const stream = await startStreamBilling(t.ctx, { userId: user.id, channel: 'api' });
    await stream.payThrough(1);
    now += 15_000;
    await stream.payThrough(2);
    // ...the process dies here: no close(). Long after any deadline, the sweep runs.
    now += STALE_JOB_MS + 24 * 3600 * 1000;
    expect(await refundStaleJobs(t.ctx)).toEqual({ jobs: 0 });
    expect(await balanceOf(t, user.id)).toBe(3500);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(3500);
    expect((await jobsOf(t, user.id))[0]).toMatchObject({ units: 2, cost_milli: 1500, status: 'succeeded' });
  });

  it('web streams are free but recorded, and an empty stream leaves no job', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    const web = await startStreamBilling(t.ctx, { userId: user.id, channel: 'web' });
    expect((await web.payThrough(3)).ok).toBe(true);
    await web.close(40);
    const empty = await startStreamBilling(t.ctx, { userId: user.id, channel: 'api' });
    await empty.close(0);
    const jobs = await jobsOf(t, user.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ channel: 'web', units: 3, cost_milli: 0, status: 'succeeded' });
    expect(await t.ctx.db.selectFrom('ledger').selectAll().where('job_id', '=', web.jobId).execute()).toEqual(
      [],
    );
  });
});
