import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';
import type { JobStatus } from '../db/schema';
import { insertJob, newJobId } from '../job-rows/jobs-repo';
import { karachiDay } from './usage-repo';

// 2026-03-10 12:00 in Karachi; the window's 30 days are 2026-02-09 .. 2026-03-10.
const NOW = Date.UTC(2026, 2, 10, 7, 0, 0);

describe.each(testDbKinds)('usage per day and service (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, {}, { now: () => NOW });
  });
  afterEach(() => t.close());

  async function job(userId: string, serviceId: string, at: number, costMilli: number, status: JobStatus) {
    await insertJob(t.ctx.db, {
      id: newJobId(),
      user_id: userId,
      service_id: serviceId,
      channel: 'api',
      units: 1,
      cost_milli: costMilli,
      status,
      input_summary: '',
      parameters: null,
      error: status === 'failed' ? 'engine failure' : null,
      created_at: at,
      finished_at: at,
      duration_ms: 1,
    });
  }

  it('groups by Karachi day and service, in whole milli-PKR; staff see everyone', async () => {
    const alice = await createUser(t.ctx);
    const bob = await createUser(t.ctx);
    // 2026-03-09 19:30 UTC is already 2026-03-10 00:30 in Karachi: it counts on the 10th.
    await job(alice.user.id, 'ocr', Date.UTC(2026, 2, 9, 19, 30), 500, 'succeeded');
    await job(alice.user.id, 'ocr', Date.UTC(2026, 2, 10, 6, 0), 1500, 'succeeded');
    await job(alice.user.id, 'ocr', Date.UTC(2026, 2, 10, 6, 5), 500, 'failed');
    // 18:59 UTC is 23:59 in Karachi: still the 9th.
    await job(alice.user.id, 'stemmer', Date.UTC(2026, 2, 9, 18, 59), 1, 'succeeded');
    // Before the window (2026-02-08 in Karachi) and someone else's.
    await job(alice.user.id, 'ocr', Date.UTC(2026, 1, 8, 12, 0), 9000, 'succeeded');
    await job(bob.user.id, 'ocr', Date.UTC(2026, 2, 10, 1, 0), 250, 'succeeded');

    const res = await t.app.inject({
      method: 'GET',
      url: '/backend/usage',
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: 'Asia/Karachi',
      from: '2026-02-09',
      to: '2026-03-10',
      rows: [
        { day: '2026-03-09', serviceId: 'stemmer', calls: 1, failures: 0, spend: 0.001 },
        { day: '2026-03-10', serviceId: 'ocr', calls: 3, failures: 1, spend: 2 },
      ],
    });

    const week = await t.app.inject({
      method: 'GET',
      url: '/backend/usage?days=1',
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(week.json().rows).toEqual([
      { day: '2026-03-10', serviceId: 'ocr', calls: 3, failures: 1, spend: 2 },
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/backend/usage?days=0',
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(bad.statusCode).toBe(400);

    // Everyone's: staff browser sessions only.
    const asUser = await t.app.inject({
      method: 'GET',
      url: '/backend/admin/usage',
      headers: browserHeaders(t.ctx, await sessionCookie(t.ctx, alice.user.id)),
    });
    expect(asUser.statusCode).toBe(403);
    const staff = await createUser(t.ctx, { email: 'boss@staff.zuban.test' });
    const all = await t.app.inject({
      method: 'GET',
      url: '/backend/admin/usage',
      headers: browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id)),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().rows).toEqual([
      { day: '2026-03-09', serviceId: 'stemmer', calls: 1, failures: 0, spend: 0.001 },
      { day: '2026-03-10', serviceId: 'ocr', calls: 4, failures: 1, spend: 2.25 },
    ]);
  });
});

describe('Karachi days', () => {
  it('start at 19:00 UTC (UTC+5 all year)', () => {
    expect(karachiDay(Date.UTC(2026, 2, 9, 19, 0)) - karachiDay(Date.UTC(2026, 2, 9, 18, 59, 59))).toBe(1);
  });
});
