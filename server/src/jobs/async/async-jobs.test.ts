import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { balanceMilli, fundedUser, jobRows } from '../../../test/support/money';
import { createUser } from '../../../test/support/users';
import { listLedger } from '../../billing/ledger';
import { purgeExpiredPayloads } from './retention';

const text = 'لڑکیاں کتابیں پڑھ رہی ہیں';
const respondAsync = { prefer: 'respond-async' };

describe.each(testDbKinds)('asynchronous jobs (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  async function untilFinished(location: string, token: string) {
    for (let i = 0; i < 400; i += 1) {
      const res = await get(location, token);
      const status = res.json().status;
      if (!['queued', 'running'].includes(status)) return res;
      await sleep(25);
    }
    throw new Error(`${location} did not finish`);
  }

  it('charges and queues (202, Location), then answers what the synchronous call answers', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 1000);
    const sync = await post('/stemmer', { text }, bearer(accessToken));
    expect(sync.statusCode).toBe(200);

    const res = await post('/stemmer', { text }, { ...bearer(accessToken), ...respondAsync });
    expect(res.statusCode).toBe(202);
    expect(res.headers['preference-applied']).toBe('respond-async');
    const job = res.json();
    expect(res.headers.location).toBe(`/v1/jobs/${job.id}`);
    expect(job).toMatchObject({
      service: 'stemmer',
      status: 'queued',
      cost: 0.25,
      error: null,
      deliveries: [],
    });
    // Charged with the submission, exactly like the synchronous call.
    expect(await balanceMilli(t.ctx, user.id)).toBe(500);

    const done = await untilFinished(res.headers.location as string, accessToken);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({
      id: job.id,
      status: 'succeeded',
      result: sync.json().result,
      response: sync.json().response,
      jobId: job.id,
      cost: 0.25,
    });
    expect(body.startedAt).toBeGreaterThanOrEqual(body.createdAt);
    expect(await balanceMilli(t.ctx, user.id)).toBe(500);
    const charges = (await listLedger(t.ctx, user.id)).filter((e) => e.jobId === job.id);
    expect(charges.map((e) => e.kind)).toEqual(['charge']);
  });

  it('refuses 400 and 402 before anything is queued or charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 100);
    const bad = await post('/stemmer', { text: '' }, { ...bearer(accessToken), ...respondAsync });
    expect(bad.statusCode).toBe(400);
    // 0.1 PKR does not cover the 0.25 PKR stemmer call.
    const poor = await post('/stemmer', { text }, { ...bearer(accessToken), ...respondAsync });
    expect(poor.statusCode).toBe(402);
    const callback = await post(
      '/stemmer',
      { text, callbackUrl: 'ftp://example.com/x' },
      { ...bearer(accessToken), ...respondAsync },
    );
    expect(callback.json().code).toBe('invalid_callback_url');
    const syncCallback = await post(
      '/stemmer',
      { text, callbackUrl: 'https://example.com/x' },
      bearer(accessToken),
    );
    expect(syncCallback.json().code).toBe('callback_requires_async');
    const privateCallback = await post(
      '/stemmer',
      { text, callbackUrl: 'http://[::ffff:127.0.0.1]:9/x' },
      { ...bearer(accessToken), ...respondAsync },
    );
    expect(privateCallback.json().code).toBe('callback_url_not_allowed');
    expect(await jobRows(t.ctx, user.id)).toHaveLength(0);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100);
  });

  it('an Idempotency-Key submits once: the retry replays the 202 of the same job', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 1000);
    const headers = { ...bearer(accessToken), ...respondAsync, 'idempotency-key': 'batch-7' };
    const first = await post('/stemmer', { text }, headers);
    const again = await post('/stemmer', { text }, headers);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(1);
    expect(await balanceMilli(t.ctx, user.id)).toBe(750);
  });

  it('only the owner sees a job (anyone else: 404); a queued job can be cancelled and is refunded', async () => {
    t = await createTestApp(kind);
    // No runner: the job stays queued.
    t.ctx.asyncRunner?.stop();
    const owner = await fundedUser(t.ctx, 1000);
    const other = await createUser(t.ctx);
    const res = await post('/stemmer', { text }, { ...bearer(owner.accessToken), ...respondAsync });
    const { id, links } = res.json();
    expect(links.cancel).toBe(`/v1/jobs/${id}/cancel`);
    expect((await get(`/v1/jobs/${id}`, other.accessToken)).statusCode).toBe(404);
    const stranger = await post(`/v1/jobs/${id}/cancel`, {}, bearer(other.accessToken));
    expect(stranger.statusCode).toBe(404);
    expect(await balanceMilli(t.ctx, owner.user.id)).toBe(750);

    const cancelled = await post(`/v1/jobs/${id}/cancel`, {}, bearer(owner.accessToken));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id,
      status: 'cancelled',
      error: { status: 409, code: 'job_cancelled' },
    });
    expect(await balanceMilli(t.ctx, owner.user.id)).toBe(1000);
    const twice = await post(`/v1/jobs/${id}/cancel`, {}, bearer(owner.accessToken));
    expect(twice.statusCode).toBe(409);
    expect(await balanceMilli(t.ctx, owner.user.id)).toBe(1000);
    const [row] = await jobRows(t.ctx, owner.user.id);
    expect(row?.status).toBe('cancelled');
  });

  it('a job a dead runner held is taken again once its lease lapses', async () => {
    t = await createTestApp(kind, { ASYNC_LEASE_MS: '300', ASYNC_POLL_MS: '50' });
    const { accessToken } = await fundedUser(t.ctx, 1000);
    t.ctx.asyncRunner?.stop();
    const { id } = (await post('/stemmer', { text }, { ...bearer(accessToken), ...respondAsync })).json();
    // As a runner that claimed it and then died would leave it: running, its lease in the past.
    await t.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', lease_until: t.ctx.now() - 1, run_attempts: 1, started_at: t.ctx.now() })
      .where('id', '=', id)
      .execute();
    const { startAsyncRunner } = await import('./runner');
    const { boundServices } = await import('../../language/registry');
    const runner = startAsyncRunner(t.ctx, boundServices, { warn: () => undefined });
    try {
      const done = await untilFinished(`/v1/jobs/${id}`, accessToken);
      expect(done.json().status).toBe('succeeded');
      const [row] = await t.ctx.db.selectFrom('jobs').select('run_attempts').where('id', '=', id).execute();
      expect(row?.run_attempts).toBe(2);
    } finally {
      runner.stop();
    }
  });

  it('after the retention period the result answers 410; the job row and its cost stay', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 1000);
    const res = await post('/stemmer', { text }, { ...bearer(accessToken), ...respondAsync });
    await untilFinished(res.headers.location as string, accessToken);
    const realNow = t.ctx.now;
    t.ctx.now = () => realNow() + 8 * 24 * 3600 * 1000;
    expect((await purgeExpiredPayloads(t.ctx)).jobs).toBe(1);
    const gone = await get(res.headers.location as string, accessToken);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().code).toBe('result_purged');
    const [row] = await jobRows(t.ctx, user.id);
    expect(row).toMatchObject({ status: 'succeeded', cost_milli: 250 });
    const [payload] = await t.ctx.db.selectFrom('job_payloads').selectAll().execute();
    expect(payload).toMatchObject({ input: null, output: null });
  });
});
