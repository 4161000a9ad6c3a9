import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { runningJob } from '../../test/support/job-rows';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { failAndRefundJob, openAsyncJob, openQueuedJob } from '../billing/charge';
import { payInstalment } from '../billing/instalments';
import { deposit } from '../billing/ledger';
import { newJobId } from '../job-rows/jobs-repo';
import { makeTestKey } from './test-keys';

// Issue #32 item 3: a key's monthly cap is checked in the transaction that debits, so parallel
// calls cannot pass it, in every settlement mode. A stemmer call costs the minimum charge, PKR 0.25:
// a cap of PKR 2.50 pays for exactly 10 of 40 parallel calls.
const CAP_PKR = 2.5;
const COST = 250;
const PARALLEL = 40;
const FITS = 10;

async function keySpend(t: TestApp, keyId: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('api_keys')
    .select('spend_milli')
    .where('id', '=', keyId)
    .executeTakeFirstOrThrow();
  return Number(row.spend_milli);
}

async function keyedCharges(t: TestApp, keyId: string): Promise<number> {
  const rows = await t.ctx.db
    .selectFrom('ledger')
    .innerJoin('jobs', 'jobs.id', 'ledger.job_id')
    .select('ledger.amount_milli')
    .where('jobs.api_key_id', '=', keyId)
    .execute();
  return -rows.reduce((sum, r) => sum + Number(r.amount_milli), 0);
}

async function settledAsyncJobs(t: TestApp, userId: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const open = await t.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', 'in', ['queued', 'running'])
      .execute();
    if (open.length === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('asynchronous jobs did not finish');
}

describe.each(testDbKinds)('a named key’s monthly cap under 40 parallel calls (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it.each([
    ['synchronous (run-then-charge)', {}],
    ['asynchronous (Prefer: respond-async)', { prefer: 'respond-async' }],
  ])(
    '%s: the sum charged stays within the cap, the others get 402 api_key_cap_reached',
    async (_mode, extra) => {
      t = await createTestApp(kind);
      const { user } = await createUser(t.ctx);
      await deposit(t.ctx, user.id, 100_000, { by: 'test' });
      const key = await makeTestKey(t.ctx, user.id, { monthlyCap: CAP_PKR });
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/stemmer',
            headers: { authorization: `Bearer ${key.secret}`, ...extra },
            payload: { text: `کتابیں ${i}` },
          }),
        ),
      );
      const ok = answers.filter((r) => r.statusCode === 200 || r.statusCode === 202);
      const capped = answers.filter((r) => r.statusCode === 402);
      expect(ok).toHaveLength(FITS);
      expect(capped).toHaveLength(PARALLEL - FITS);
      expect(new Set(capped.map((r) => r.json().code))).toEqual(new Set(['api_key_cap_reached']));
      await settledAsyncJobs(t, user.id);
      expect(await keyedCharges(t, key.id)).toBe(FITS * COST);
      expect(await keySpend(t, key.id)).toBe(FITS * COST);
      expect(await balanceMilli(t.ctx, user.id)).toBe(100_000 - FITS * COST);
      expect(await ledgerViolations(t.ctx.db)).toEqual([]);
      // The next call is refused before anything runs or is written.
      const jobsBefore = await t.ctx.db.selectFrom('jobs').select('id').execute();
      const late = await t.app.inject({
        method: 'POST',
        url: '/stemmer',
        headers: { authorization: `Bearer ${key.secret}` },
        payload: { text: 'کتاب' },
      });
      expect(late.statusCode).toBe(402);
      expect(late.json()).toMatchObject({ code: 'api_key_cap_reached', cap: 2.5, spent: 2.5, price: 0.25 });
      expect(await t.ctx.db.selectFrom('jobs').select('id').execute()).toHaveLength(jobsBefore.length);
    },
  );

  it('charge-then-run, asynchronous and realtime charges respect the cap as well; a refund gives the spend back', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 100_000, { by: 'test' });
    const keys = await Promise.all([1, 2, 3].map(() => makeTestKey(t.ctx, user.id, { monthlyCap: CAP_PKR })));
    const [queued, asynchronous, realtime] = keys.map((k) => k.id) as [string, string, string];
    const now = t.ctx.now();
    const job = (keyId: string) => runningJob(user.id, COST, now, { api_key_id: keyId });
    const results = await Promise.all([
      ...Array.from({ length: PARALLEL }, () => openQueuedJob(t.ctx, job(queued))),
      ...Array.from({ length: PARALLEL }, () =>
        openAsyncJob(t.ctx, { ...job(asynchronous), status: 'queued' }, async () => undefined),
      ),
      ...Array.from({ length: PARALLEL }, () =>
        payInstalment(
          t.ctx,
          { ...job(realtime), id: newJobId() },
          { units: 1, costMilli: COST, at: now },
          true,
        ),
      ),
    ]);
    for (let mode = 0; mode < 3; mode++) {
      const slice = results.slice(mode * PARALLEL, (mode + 1) * PARALLEL);
      expect(slice.filter((r) => r.ok)).toHaveLength(FITS);
      for (const r of slice.filter((r) => !r.ok)) expect(r).toMatchObject({ keyRefused: { reason: 'cap' } });
    }
    for (const keyId of [queued, asynchronous, realtime]) {
      expect(await keyedCharges(t, keyId)).toBe(FITS * COST);
      expect(await keySpend(t, keyId)).toBe(FITS * COST);
    }
    // The running and queued jobs fail and are refunded: their keys' spend goes back to 0.
    const open = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', 'in', ['running', 'queued'])
      .execute();
    expect(open).toHaveLength(2 * FITS);
    for (const j of open) {
      const cancel = j.status === 'queued' ? { onlyQueued: true as const, note: 'cancelled' } : undefined;
      expect(await failAndRefundJob(t.ctx, j, 'engine failed', cancel)).toBe(true);
    }
    expect(await keySpend(t, queued)).toBe(0);
    expect(await keySpend(t, asynchronous)).toBe(0);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000 - FITS * COST);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });

  it('a new calendar month (UTC) starts the spend afresh; a balance too low leaves the spend as it was', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 550, { by: 'test' });
    const key = await makeTestKey(t.ctx, user.id, { monthlyCap: 0.25 });
    await t.ctx.db
      .updateTable('api_keys')
      .set({ spend_month: '2000-01', spend_milli: 250 })
      .where('id', '=', key.id)
      .execute();
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/stemmer',
        headers: { authorization: `Bearer ${key.secret}` },
        payload: { text: 'کتاب' },
      });
    expect((await call()).statusCode).toBe(200);
    expect(await keySpend(t, key.id)).toBe(250);
    // A charge dated before the month counted adds to that month instead of starting it afresh.
    await t.ctx.db
      .updateTable('api_keys')
      .set({ spend_month: '2999-01', spend_milli: 0 })
      .where('id', '=', key.id)
      .execute();
    expect((await call()).statusCode).toBe(200);
    const later = await t.ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect([later.spend_month, Number(later.spend_milli)]).toEqual(['2999-01', 250]);
    await t.ctx.db.updateTable('api_keys').set({ cap_milli: 10_000 }).where('id', '=', key.id).execute();
    // Within the cap but past the balance: the key's spend taken in the transaction is given back.
    const poor = await openQueuedJob(t.ctx, runningJob(user.id, 5_000, t.ctx.now(), { api_key_id: key.id }));
    expect(poor).toMatchObject({ ok: false, balanceMilli: 50 });
    expect(await keySpend(t, key.id)).toBe(250);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
