import { afterEach, describe, expect, it } from 'vitest';
import { newJobId } from '../jobs/jobs-repo';
import { createTestApp, type TestApp } from '../testing/app';
import { testDbKinds } from '../testing/database';
import { createUser } from '../testing/users';
import { completeJob, failAndRefundJob, openJob } from './charge';
import { deposit, ledgerTotal } from './ledger';
import { refundStaleJobs, STALE_JOB_MS } from './stale-jobs';

describe.each(testDbKinds)('stale running jobs (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refunds a job its process never finished, once, and leaves settled jobs alone', async () => {
    let now = 1_800_000_000_000;
    t = await createTestApp(kind, {}, { now: () => now });
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 1000, { by: 'test' });
    const job = (id: string) => ({
      id,
      user_id: user.id,
      service_id: 'stemmer',
      channel: 'api' as const,
      units: 1,
      cost_milli: 250,
      status: 'running' as const,
      input_summary: 'x',
      parameters: null,
      error: null,
      created_at: now,
      finished_at: null,
      duration_ms: null,
    });
    const lost = job(newJobId());
    const done = job(newJobId());
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
});
