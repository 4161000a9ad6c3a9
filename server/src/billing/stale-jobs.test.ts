import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { runningJob } from '../../test/support/job-rows';
import { createUser } from '../../test/support/users';
import { completeJob, failAndRefundJob, openJob } from './charge';
import { deposit, ledgerTotal } from './ledger';
import { refundStaleJobs, STALE_JOB_MS, staleJobGraceMs } from './stale-jobs';

describe.each(testDbKinds)('stale running jobs (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refunds a job its process never finished, once, and leaves settled jobs alone', async () => {
    let now = 1_800_000_000_000;
    t = await createTestApp(kind, {}, { now: () => now });
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 1000, { by: 'test' });
    const lost = runningJob(user.id, 250, now);
    const done = runningJob(user.id, 250, now);
    await openJob(t.ctx, lost);
    await openJob(t.ctx, done);
    await completeJob(t.ctx, done);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(500);
    now += STALE_JOB_MS - 1;
    expect(await refundStaleJobs(t.ctx)).toEqual({ jobs: 0 });
    now += 2;
    expect(await refundStaleJobs(t.ctx)).toEqual({ jobs: 1 });
    expect(await refundStaleJobs(t.ctx)).toEqual({ jobs: 0 });
    // The engine path answering late cannot refund it a second time.
    expect(await failAndRefundJob(t.ctx, lost, 'late')).toBe(false);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(750);
    const rows = await t.ctx.db.selectFrom('jobs').select(['id', 'status']).execute();
    expect(rows.find((r) => r.id === lost.id)?.status).toBe('failed');
    expect(rows.find((r) => r.id === done.id)?.status).toBe('succeeded');
  });

  it('refunds a queued job a grace after its deadline, once, and frees its Idempotency-Key', async () => {
    let now = 1_800_000_000_000;
    t = await createTestApp(kind, {}, { now: () => now });
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 1000, { by: 'test' });
    await t.ctx.db
      .insertInto('idempotency_keys')
      .values({
        user_id: user.id,
        key: 'k-1',
        request_hash: 'h',
        status_code: null,
        response_body: null,
        created_at: now,
      })
      .execute();
    const deadline = now + 120_000;
    // Written as a heavy call is while it waits on the engine queue (migration 0015).
    const job = runningJob(user.id, 300, now, {
      service_id: 'ocr',
      status: 'queued',
      deadline_at: deadline,
      exclusive_key: null,
      idempotency_key: 'k-1',
    });
    await openJob(t.ctx, job);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(700);
    now = deadline + staleJobGraceMs(t.ctx);
    expect(await refundStaleJobs(t.ctx)).toEqual({ jobs: 0 });
    now += 1;
    const [first, second] = await Promise.all([refundStaleJobs(t.ctx), refundStaleJobs(t.ctx)]);
    expect(first.jobs + second.jobs).toBe(1);
    expect(await refundStaleJobs(t.ctx)).toEqual({ jobs: 0 });
    expect(await ledgerTotal(t.ctx, user.id)).toBe(1000);
    const refunds = await t.ctx.db.selectFrom('ledger').select('kind').where('kind', '=', 'refund').execute();
    expect(refunds).toHaveLength(1);
    const keys = await t.ctx.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(keys).toHaveLength(0);
    // The worker's late answer cannot turn the refunded job into a success.
    expect(await completeJob(t.ctx, job)).toBe(false);
    const row = await t.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', job.id)
      .executeTakeFirst();
    expect(row?.status).toBe('failed');
  });
});
