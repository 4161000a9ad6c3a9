import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

describe.each(testDbKinds)('named keys: GET/POST /v1/keys, DELETE /v1/keys/{id} (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('makes a key whose secret is answered once, lists it without the secret, and revokes it', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await createUser(t.ctx);
    const auth = { authorization: `Bearer ${accessToken}` };
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: auth,
      payload: { name: 'mobile app', monthlyCap: 12.5, allowedServices: ['stemmer', 'stemmer'] },
    });
    expect(made.statusCode).toBe(201);
    const key = made.json();
    expect(key.secret).toMatch(/^zk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'mobile app',
      lastFour: key.secret.slice(-4),
      status: 'active',
      monthlyCap: 12.5,
      spentThisMonth: 0,
      allowedServices: ['stemmer'],
      expiresAt: null,
      lastUsedAt: null,
    });
    const stored = await t.ctx.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
    expect(stored.cap_milli).toBe(12_500);
    expect(JSON.stringify(stored)).not.toContain(key.secret);

    const list = await t.app.inject({ method: 'GET', url: '/v1/keys', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().max).toBe(5);
    expect(list.json().keys).toHaveLength(1);
    expect(list.body).not.toContain(key.secret);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/v1/keys/${key.id}`, headers: auth });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    const again = await t.app.inject({ method: 'DELETE', url: `/v1/keys/${key.id}`, headers: auth });
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
  });

  it('refuses a sixth active key (409 api_key_limit), a past expiry, an unknown service, a zero cap', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await createUser(t.ctx);
    const auth = { authorization: `Bearer ${accessToken}` };
    const make = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/keys', headers: auth, payload });
    for (let i = 0; i < 5; i++) expect((await make({ name: `app ${i}` })).statusCode).toBe(201);
    const sixth = await make({ name: 'one too many' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('api_key_limit');
    const first = (await t.app.inject({ method: 'GET', url: '/v1/keys', headers: auth })).json().keys[0];
    await t.app.inject({ method: 'DELETE', url: `/v1/keys/${first.id}`, headers: auth });
    expect((await make({ name: 'after a revoke' })).statusCode).toBe(201);

    const other = await createUser(t.ctx);
    const otherAuth = { authorization: `Bearer ${other.accessToken}` };
    const refused = [
      { name: '' },
      { name: 'old', expiresAt: Date.now() - 1000 },
      { name: 'x', allowedServices: ['no_such_service'] },
      { name: 'x', monthlyCap: 0 },
      { name: 'x', monthlyCap: 1.0001 },
    ];
    for (const payload of refused) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/keys', headers: otherAuth, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notMine = await t.app.inject({ method: 'DELETE', url: `/v1/keys/${first.id}`, headers: otherAuth });
    expect(notMine.statusCode).toBe(404);
  });

  it('a named key cannot manage keys (403 api_key_not_for_keys); a cross-origin session form gets 403', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await createUser(t.ctx);
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { name: 'limited', allowedServices: ['stemmer'] },
    });
    const secret = made.json().secret as string;
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: { authorization: `Bearer ${secret}` },
      payload: { name: 'unlimited' },
    });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().code).toBe('api_key_not_for_keys');

    const cookie = await sessionCookie(t.ctx, user.id);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: browserHeaders(t.ctx, cookie),
      payload: { name: 'from the page' },
    });
    expect(sameOrigin.statusCode).toBe(201);
    const crossOrigin = await t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { name: 'forged' },
    });
    expect(crossOrigin.statusCode).toBe(403);
    expect(crossOrigin.json().code).toBe('cross_origin');
  });
});
