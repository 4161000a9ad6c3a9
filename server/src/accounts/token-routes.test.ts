import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';
import { lookupUserByAccessToken } from '../auth';

describe.each(testDbKinds)('access token page and rotation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(['GET', 'POST'] as const)('%s /backend/access_token shows the decrypted token', async (method) => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const res = await t.app.inject({ method, url: '/backend/access_token', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: u.accessToken });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/access_token' });
    expect(res.statusCode).toBe(401);
  });

  it('rotates: the old token stops working at once, the new one works and is shown', async () => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const res = await t.app.inject({ method: 'POST', url: '/backend/rotate_token', headers });
    expect(res.statusCode).toBe(200);
    const { accessToken, message } = res.json();
    expect(message).toBe('A new access token has been issued. The old one no longer works.');
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(accessToken).not.toBe(u.accessToken);
    expect(await lookupUserByAccessToken(t.ctx, u.accessToken)).toBeUndefined();
    expect((await lookupUserByAccessToken(t.ctx, accessToken))?.id).toBe(u.user.id);
    const old = await t.app.inject({
      method: 'POST',
      url: '/backend/check_balance',
      payload: { accessToken: u.accessToken },
    });
    expect(old.statusCode).toBe(401);
    const shown = await t.app.inject({ method: 'GET', url: '/backend/access_token', headers });
    expect(shown.json().accessToken).toBe(accessToken);
  });

  it('an API client can rotate its own token with Bearer', async () => {
    const u = await createUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/rotate_token',
      headers: { authorization: `Bearer ${u.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await lookupUserByAccessToken(t.ctx, u.accessToken)).toBeUndefined();
  });

  it('refuses rotation without credentials or from another origin, keeping the token', async () => {
    const u = await createUser(t.ctx);
    expect((await t.app.inject({ method: 'POST', url: '/backend/rotate_token' })).statusCode).toBe(401);
    const cookie = await sessionCookie(t.ctx, u.user.id);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/backend/rotate_token',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await lookupUserByAccessToken(t.ctx, u.accessToken))?.id).toBe(u.user.id);
  });
});
