import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';
import { deposit } from '../billing/ledger';
import { insertJob, newJobId } from '../job-rows/jobs-repo';

describe.each(testDbKinds)('history and job details (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(() => t.close());

  const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

  async function seedJobs(userId: string, n: number) {
    for (let i = 0; i < n; i++) {
      await insertJob(t.ctx.db, {
        id: newJobId(),
        user_id: userId,
        service_id: 'stemmer',
        channel: 'api',
        units: 1,
        cost_milli: 250,
        status: 'succeeded',
        input_summary: `call ${i}`,
        parameters: null,
        error: null,
        created_at: 1_700_000_000_000 + i * 1000,
        finished_at: null,
        duration_ms: 3,
      });
    }
  }

  it('pages a user’s own jobs, newest first, 25 a page', async () => {
    const { user, accessToken } = await createUser(t.ctx);
    await seedJobs(user.id, 30);
    // The spec's answer is the list of jobs; the paging is in the headers (#23).
    const firstAnswer = await post('/backend/history', accessToken);
    const first = firstAnswer.json();
    expect(Array.isArray(first)).toBe(true);
    expect(first).toHaveLength(25);
    expect(first[0]).toMatchObject({ serviceId: 'stemmer', cost: 0.25, date: '2023-11-15' });
    expect(first[0].createdAt).toBeGreaterThan(first[1].createdAt);
    expect(firstAnswer.headers['x-total-count']).toBe('30');
    expect(firstAnswer.headers.link).toBe(
      '</backend/history?page=1>; rel="first", </backend/history?page=2>; rel="next", </backend/history?page=2>; rel="last"',
    );
    const second = await post('/backend/history?page=2', accessToken);
    expect(second.json()).toHaveLength(5);
    expect(second.headers.link).toContain('</backend/history?page=1>; rel="prev"');
    expect(second.headers.link).not.toContain('rel="next"');
    // The page in the body, as the web app sent it before, still works.
    expect((await post('/backend/history', accessToken, { page: 2 })).json()).toHaveLength(5);
    expect((await post('/backend/history?page=0', accessToken)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/backend/history' })).statusCode).toBe(401);
  });

  it('job details for the owner; anyone else but staff gets 404', async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const staff = await createUser(t.ctx, { email: 'boss@staff.zuban.test', role: 'admin' });
    await deposit(t.ctx, owner.user.id, 1000, { by: 'test' });
    const call = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text: 'کتابیں', accessToken: owner.accessToken },
    });
    const jobId = call.json().jobId as string;
    const mine = await post(`/backend/jobdetails/${jobId}`, owner.accessToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: jobId,
      serviceId: 'stemmer',
      cost: 0.25,
      remarks: 'Completed',
      text: 'کتابیں',
    });
    expect((await post(`/backend/jobdetails/${jobId}`, other.accessToken)).statusCode).toBe(404);
    expect((await post('/backend/jobdetails/nonexistent', owner.accessToken)).statusCode).toBe(404);
    // Staff act on another user from a browser session only (#22): a staff token is anyone else.
    expect((await post(`/backend/jobdetails/${jobId}`, staff.accessToken)).statusCode).toBe(404);
    const staffWeb = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    const asStaff = (url: string, payload: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: staffWeb });
    expect((await asStaff(`/backend/jobdetails/${jobId}`)).statusCode).toBe(200);
    // Staff read another user's history by that user's access token (admin "View Summary").
    const summary = await asStaff('/backend/history', { accessToken: owner.accessToken });
    expect(summary.json()).toHaveLength(1);
    const byToken = await post('/backend/history', staff.accessToken, { accessToken: owner.accessToken });
    expect(byToken.statusCode).toBe(403);
    // A non-staff user naming someone else's token still gets their own history.
    const nosy = await post('/backend/history', other.accessToken, { accessToken: owner.accessToken });
    expect(nosy.json()).toEqual([]);
  });
});
