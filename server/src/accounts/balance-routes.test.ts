import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie, suspendUser } from '../../test/support/users';

describe.each(testDbKinds)('POST /backend/check_balance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const check = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/backend/check_balance', payload, headers });

  it('answers the balance in PKR as a bare JSON number with a session, a body token or Bearer', async () => {
    const u = await createUser(t.ctx, { balanceMilli: 250_750 });
    const web = await check(
      { emailId: u.user.email },
      browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id)),
    );
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toContain('application/json');
    expect(web.body).toBe('250.75');
    expect((await check({ accessToken: u.accessToken })).json()).toBe(250.75);
    expect((await check({}, { authorization: `Bearer ${u.accessToken}` })).json()).toBe(250.75);
  });

  it("refuses someone else's balance (403) unless a staff browser session", async () => {
    const u = await createUser(t.ctx);
    const other = await createUser(t.ctx, { balanceMilli: 5000 });
    const res = await check({ emailId: other.user.email, accessToken: u.accessToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_owner');
    const staff = await createUser(t.ctx, { role: 'admin' });
    const byToken = await check({ emailId: other.user.email, accessToken: staff.accessToken });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.json().code).toBe('staff_session_only');
    const staffWeb = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    expect((await check({ emailId: other.user.email }, staffWeb)).json()).toBe(5);
  });

  it('answers 401 without credentials or with a bad token, 403 for a suspended user', async () => {
    expect((await check({ emailId: 'a@example.com' })).statusCode).toBe(401);
    expect((await check({ accessToken: 'nope-nope-nope-nope-nope' })).statusCode).toBe(401);
    const u = await createUser(t.ctx);
    await suspendUser(t.ctx, u.user.id);
    const res = await check({ accessToken: u.accessToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_suspended');
  });
});
