import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie, suspendUser } from '../../test/support/users';
import { installErrorHandler } from '../http/error-handler';
import { hashAccessToken } from './access-token';
import { lookupUserByAccessToken, requireStaff, requireUser, resolvePrincipal } from './principal';

describe.each(testDbKinds)('auth on %s', (kind) => {
  let t: TestApp;
  let probe: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // A small app with one route per guard, sharing the test app's context.
    probe = Fastify();
    installErrorHandler(probe);
    probe.all('/resolve', async (request) => ({ principal: await resolvePrincipal(t.ctx, request) }));
    probe.post('/user', async (request) => requireUser(t.ctx, request));
    probe.post('/staff', async (request) => requireStaff(t.ctx, request));
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  it('stores the access token only as a keyed hash and an encrypted copy', async () => {
    const { user, accessToken } = await createUser(t.ctx);
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.token_hash).toBe(hashAccessToken(t.ctx.config.sessionSecret, accessToken));
    expect(user.token_encrypted).not.toContain(accessToken);
    expect((await lookupUserByAccessToken(t.ctx, accessToken))?.id).toBe(user.id);
    // One character off; 32 bytes in base64url end in one of 16 letters, 'A' among them.
    const altered = `${accessToken.slice(0, -1)}${accessToken.endsWith('A') ? 'B' : 'A'}`;
    expect(await lookupUserByAccessToken(t.ctx, altered)).toBeUndefined();
  });

  it('resolves a Bearer token, a body token and a session cookie, with their channels', async () => {
    const { user, accessToken } = await createUser(t.ctx, { firstName: 'Amna' });
    const expected = {
      userId: user.id,
      email: user.email,
      firstName: 'Amna',
      role: 'user',
      status: 'active',
      balanceMilli: 0,
    };
    const bearer = await probe.inject({
      method: 'GET',
      url: '/resolve',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(bearer.json().principal).toEqual({ ...expected, channel: 'api' });
    const body = await probe.inject({ method: 'POST', url: '/resolve', payload: { accessToken } });
    expect(body.json().principal).toEqual({ ...expected, channel: 'api' });
    const cookie = await sessionCookie(t.ctx, user.id);
    const web = await probe.inject({
      method: 'POST',
      url: '/resolve',
      headers: browserHeaders(t.ctx, cookie),
    });
    expect(web.json().principal).toEqual({ ...expected, channel: 'web' });
  });

  it('answers null for no, unknown or revoked credentials', async () => {
    const none = await probe.inject({ method: 'GET', url: '/resolve' });
    expect(none.json().principal).toBeNull();
    const bad = await probe.inject({
      method: 'GET',
      url: '/resolve',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.json().principal).toBeNull();
    const { user } = await createUser(t.ctx);
    const cookie = await sessionCookie(t.ctx, user.id);
    await t.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('user_id', '=', user.id)
      .execute();
    const revoked = await probe.inject({ method: 'GET', url: '/resolve', headers: { cookie } });
    expect(revoked.json().principal).toBeNull();
  });

  it('treats deleted users as unknown', async () => {
    const { user, accessToken } = await createUser(t.ctx);
    const cookie = await sessionCookie(t.ctx, user.id);
    await t.ctx.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', user.id).execute();
    const api = await probe.inject({ method: 'POST', url: '/user', payload: { accessToken } });
    expect(api.statusCode).toBe(401);
    const web = await probe.inject({ method: 'POST', url: '/user', headers: browserHeaders(t.ctx, cookie) });
    expect(web.statusCode).toBe(401);
    expect(web.json()).toMatchObject({ code: 'unauthorized', message: 'Please sign in.' });
  });

  it('refuses suspended and unconfirmed users with 403', async () => {
    const suspended = await createUser(t.ctx);
    await suspendUser(t.ctx, suspended.user.id);
    const res = await probe.inject({
      method: 'POST',
      url: '/user',
      payload: { accessToken: suspended.accessToken },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_suspended');
    const unconfirmed = await createUser(t.ctx, { status: 'unconfirmed' });
    const res2 = await probe.inject({
      method: 'POST',
      url: '/user',
      headers: { authorization: `Bearer ${unconfirmed.accessToken}` },
    });
    expect(res2.statusCode).toBe(403);
    expect(res2.json().code).toBe('account_unconfirmed');
  });

  it('rejects cookie-authenticated POSTs from another origin (CSRF) but not GETs', async () => {
    const { user } = await createUser(t.ctx);
    const cookie = await sessionCookie(t.ctx, user.id);
    const evil = await probe.inject({
      method: 'POST',
      url: '/user',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('cross_origin');
    const fetchSite = await probe.inject({
      method: 'POST',
      url: '/user',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const get = await probe.inject({
      method: 'GET',
      url: '/resolve',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(get.json().principal.userId).toBe(user.id);
    const same = await probe.inject({ method: 'POST', url: '/user', headers: browserHeaders(t.ctx, cookie) });
    expect(same.statusCode).toBe(200);
  });

  it('lets only admins past requireStaff', async () => {
    const plain = await createUser(t.ctx);
    const res = await probe.inject({
      method: 'POST',
      url: '/staff',
      payload: { accessToken: plain.accessToken },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('staff_only');
    const staff = await createUser(t.ctx, { email: 'boss@staff.zuban.test' });
    expect(staff.user.role).toBe('admin');
    const ok = await probe.inject({
      method: 'POST',
      url: '/staff',
      payload: { accessToken: staff.accessToken },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe('admin');
  });
});
