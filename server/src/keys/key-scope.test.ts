import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli, fundedUser } from '../../test/support/money';
import { makeTestKey } from './test-keys';

const text = 'لڑکیاں کتابیں پڑھ رہی ہیں';

// A named key is made for one app: it calls services and reads its own jobs, and it cannot open the
// account (read or rotate the access token, move the webhook, change details) nor another key's work.
describe.each(testDbKinds)('what a named key may reach (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('cannot read or rotate the access token, nor change the webhook, alerts or profile (403)', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 1000);
    const key = await makeTestKey(t.ctx, user.id);
    const refused = [
      { method: 'GET', url: '/backend/access_token' },
      { method: 'POST', url: '/backend/access_token' },
      { method: 'POST', url: '/backend/rotate_token' },
      { method: 'GET', url: '/v1/webhooks' },
      { method: 'PUT', url: '/v1/webhooks', payload: { url: 'https://example.com/hook' } },
      { method: 'POST', url: '/v1/webhooks/secret' },
      { method: 'GET', url: '/v1/alerts/low-balance' },
      { method: 'PUT', url: '/v1/alerts/low-balance', payload: { threshold: 1 } },
    ] as const;
    for (const r of refused) {
      const res = await t.app.inject({ ...r, headers: bearer(key.secret) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code, `${r.method} ${r.url}`).toBe('api_key_not_for_account');
      expect(res.body).not.toContain(accessToken);
    }
    // The account's own token still reads itself, and nothing above rotated it.
    const own = await t.app.inject({
      method: 'GET',
      url: '/backend/access_token',
      headers: bearer(accessToken),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(accessToken);
    // The key still calls services.
    const call = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text },
      headers: bearer(key.secret),
    });
    expect(call.statusCode).toBe(200);
    expect(await balanceMilli(t.ctx, user.id)).toBe(750);
  });

  it("lists and reads only its own jobs; another key's job is 404 and cannot be cancelled", async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 5000);
    const mobile = await makeTestKey(t.ctx, user.id, { name: 'mobile' });
    const web = await makeTestKey(t.ctx, user.id, { name: 'web' });
    const call = (token: string) =>
      t.app.inject({ method: 'POST', url: '/stemmer', payload: { text }, headers: bearer(token) });
    const byMobile = await call(mobile.secret);
    const byWeb = await call(web.secret);
    const byAccount = await call(accessToken);
    for (const res of [byMobile, byWeb, byAccount]) expect(res.statusCode).toBe(200);
    const jobs = await t.ctx.db.selectFrom('jobs').select(['id', 'api_key_id']).execute();
    const idOf = (keyId: string | null) => jobs.find((j) => (j.api_key_id ?? null) === keyId)!.id;
    const mobileJob = idOf(mobile.id);
    const webJob = idOf(web.id);

    const history = (token: string, query = '') =>
      t.app.inject({ method: 'POST', url: `/backend/history${query}`, payload: {}, headers: bearer(token) });
    expect((await history(accessToken)).json()).toHaveLength(3);
    const mine = await history(mobile.secret);
    expect(mine.json().map((j: { id: string }) => j.id)).toEqual([mobileJob]);
    // Asking for another key's history still shows only its own.
    const asked = await history(mobile.secret, `?key=${web.id}`);
    expect(asked.json().map((j: { id: string }) => j.id)).toEqual([mobileJob]);

    const usage = await t.app.inject({
      method: 'GET',
      url: '/backend/usage',
      headers: bearer(mobile.secret),
    });
    expect(usage.statusCode).toBe(200);
    expect(JSON.stringify(usage.json())).not.toContain('"calls":3');

    for (const url of [`/v1/jobs/${webJob}`, `/backend/jobs/${webJob}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(mobile.secret) });
      expect(res.statusCode, url).toBe(404);
    }
    const detail = await t.app.inject({
      method: 'POST',
      url: `/backend/jobdetails/${webJob}`,
      headers: bearer(mobile.secret),
    });
    expect(detail.statusCode).toBe(404);
    for (const url of [`/v1/jobs/${webJob}/cancel`, `/backend/jobs/${webJob}/cancel`]) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(mobile.secret) });
      expect(res.statusCode, url).toBe(404);
    }
    const ownJob = await t.app.inject({
      method: 'GET',
      url: `/v1/jobs/${mobileJob}`,
      headers: bearer(mobile.secret),
    });
    expect(ownJob.statusCode).toBe(200);
    const byToken = await t.app.inject({
      method: 'GET',
      url: `/v1/jobs/${webJob}`,
      headers: bearer(accessToken),
    });
    expect(byToken.statusCode).toBe(200);
  });
});
