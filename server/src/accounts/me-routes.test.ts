import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { createUser, sessionCookie } from '../../test/support/users';

describe.each(testDbKinds)('GET /backend/me on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers the signed-in user with the balance in PKR', async () => {
    const { user } = await createUser(t.ctx, { firstName: 'Bilal', balanceMilli: 12_345 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/backend/me',
      headers: { cookie: await sessionCookie(t.ctx, user.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: user.email,
      firstName: 'Bilal',
      role: 'user',
      balance: 12.345,
      language: 'en',
      languageChosen: false,
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/backend/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', message: 'Please sign in.' });
  });

  it('reports the admin role of staff', async () => {
    const { user } = await createUser(t.ctx, { email: 'ops@staff.zuban.test' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/backend/me',
      headers: { cookie: await sessionCookie(t.ctx, user.id) },
    });
    expect(res.json().role).toBe('admin');
  });
});
