import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';
import { deposit } from '../billing/ledger';
import { makeTestKey } from './test-keys';

describe.each(testDbKinds)('history, usage and the staff summary by key (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('?key= keeps the jobs of that key; staff see the key names and spend, never a secret', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    const app1 = await makeTestKey(t.ctx, user.id, { name: 'app one', monthlyCap: 5 });
    const app2 = await makeTestKey(t.ctx, user.id, { name: 'app two' });
    const call = (secret: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: '/stemmer',
        headers: { authorization: `Bearer ${secret}` },
        payload: { text },
      });
    for (const [secret, text] of [
      [app1.secret, 'کتاب'],
      [app1.secret, 'کتابیں'],
      [app2.secret, 'لڑکے'],
      [accessToken, 'لڑکیاں'],
    ] as const) {
      expect((await call(secret, text)).statusCode).toBe(200);
    }
    const auth = { authorization: `Bearer ${accessToken}` };
    const history = (query: string) =>
      t.app.inject({ method: 'POST', url: `/backend/history${query}`, headers: auth, payload: {} });
    expect((await history('')).json()).toHaveLength(4);
    const one = await history(`?key=${app1.id}`);
    expect(one.json()).toHaveLength(2);
    expect(one.headers['x-total-count']).toBe('2');
    expect(one.json().every((j: { keyId: string }) => j.keyId === app1.id)).toBe(true);

    const usage = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: `/backend/usage?days=1&key=${key}`, headers: auth })).json();
    expect((await usage(app2.id)).rows).toEqual([
      expect.objectContaining({ serviceId: 'stemmer', calls: 1, spend: 0.25 }),
    ]);
    expect((await usage(app1.id)).rows[0]).toMatchObject({ calls: 2, spend: 0.5 });

    const staff = await createUser(t.ctx, { role: 'admin' });
    const cookie = await sessionCookie(t.ctx, staff.user.id);
    const keys = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/user/${user.id}/keys`,
      headers: browserHeaders(t.ctx, cookie),
      payload: {},
    });
    expect(keys.statusCode).toBe(200);
    expect(
      keys.json().keys.map((k: { name: string; spentThisMonth: number }) => [k.name, k.spentThisMonth]),
    ).toEqual([
      ['app two', 0.25],
      ['app one', 0.5],
    ]);
    expect(keys.body).not.toContain(app1.secret);
    expect(keys.body).not.toContain('secret');
    const staffHistory = await t.app.inject({
      method: 'POST',
      url: `/backend/history?key=${app2.id}`,
      headers: browserHeaders(t.ctx, cookie),
      payload: { userId: user.id },
    });
    expect(staffHistory.json()).toHaveLength(1);
    // Not for the user themselves, nor with a staff access token.
    const byToken = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/user/${user.id}/keys`,
      headers: { authorization: `Bearer ${staff.accessToken}` },
      payload: {},
    });
    expect(byToken.statusCode).toBe(403);
  });
});
