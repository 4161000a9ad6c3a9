import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { runningJob } from '../../test/support/job-rows';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import type { JobsTable } from '../db/schema';
import { completeJob, openQueuedJob } from './charge';
import { deposit, ledgerTotal } from './ledger';

describe.each(testDbKinds)('openQueuedJob (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const queuedJob = (userId: string, over: Partial<JobsTable> = {}) =>
    runningJob(userId, 0, Date.now(), {
      service_id: 'ocr',
      channel: 'web',
      deadline_at: Date.now() + 60_000,
      exclusive_key: `web:${userId}`,
      idempotency_key: null,
      ...over,
    });

  it('lets one job per exclusive key run at a time, even when opened in parallel', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    const { user: other } = await createUser(t.ctx);
    const jobs = [queuedJob(user.id), queuedJob(user.id), queuedJob(user.id)];
    const opened = await Promise.all(jobs.map((job) => openQueuedJob(t.ctx, job)));
    expect(opened.filter((o) => o.ok)).toHaveLength(1);
    expect(opened.filter((o) => !o.ok && 'busy' in o)).toHaveLength(2);
    expect((await openQueuedJob(t.ctx, queuedJob(other.id))).ok).toBe(true);
    expect((await openQueuedJob(t.ctx, queuedJob(user.id, { exclusive_key: null }))).ok).toBe(true);
    const winner = jobs[opened.findIndex((o) => o.ok)]!;
    expect(await completeJob(t.ctx, winner)).toBe(true);
    expect((await openQueuedJob(t.ctx, queuedJob(user.id))).ok).toBe(true);
  });

  it('undoes the debit of a paid job refused for its key: no charge, no ledger row', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 1000, { by: 'test' });
    const paid = (n: number) => queuedJob(user.id, { channel: 'api', cost_milli: n, exclusive_key: 'k' });
    expect((await openQueuedJob(t.ctx, paid(100))).ok).toBe(true);
    expect(await openQueuedJob(t.ctx, paid(200))).toEqual({ ok: false, busy: true });
    expect(await balanceMilli(t.ctx, user.id)).toBe(900);
    expect(await ledgerTotal(t.ctx, user.id)).toBe(900);
    expect(await t.ctx.db.selectFrom('jobs').select('id').execute()).toHaveLength(1);
  });
});
