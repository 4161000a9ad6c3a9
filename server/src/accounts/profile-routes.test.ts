import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

describe.each(testDbKinds)('user details and update on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const row = (id: string) =>
    t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it.each(['/backend/userdetails', '/userdetails'])(
    "%s/{email} answers the signed-in user's details",
    async (base) => {
      const u = await createUser(t.ctx, { firstName: 'Zara', lastName: 'Khan', organization: 'ITU' });
      const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
      const res = await post(`${base}/${encodeURIComponent(u.user.email)}`, {}, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        emailId: u.user.email,
        firstName: 'Zara',
        lastName: 'Khan',
        address: '1 Mall Road, Lahore',
        country: 'Pakistan',
        contact: '+92 300 1234567',
        organization: 'ITU',
        language: 'en',
      });
    },
  );

  it("refuses someone else's details (403), unless staff; staff get 404 for nobody; nobody gets 401", async () => {
    const u = await createUser(t.ctx);
    const other = await createUser(t.ctx, { firstName: 'Other' });
    const mine = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const res = await post(`/backend/userdetails/${other.user.email}`, {}, mine);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'not_owner',
      message: 'You are not allowed to act on another account.',
    });
    const staff = await createUser(t.ctx, { email: 'desk@staff.zuban.test' });
    const staffHeaders = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    const ok = await post(`/backend/userdetails/${other.user.email}`, {}, staffHeaders);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().firstName).toBe('Other');
    const none = await post('/backend/userdetails/none@example.com', {}, staffHeaders);
    expect(none.statusCode).toBe(404);
    expect((await post(`/backend/userdetails/${u.user.email}`, {})).statusCode).toBe(401);
  });

  it.each(['/backend/update_user', '/update_user'])(
    '%s changes only the fields sent (session)',
    async (url) => {
      const u = await createUser(t.ctx);
      const res = await post(
        url,
        { firstName: ' Ayesha ', country: 'India', contact: '+91 98765 43210', organization: '' },
        browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id)),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Your details have been updated.',
        messageCode: 'account.profileUpdated',
      });
      expect(await row(u.user.id)).toMatchObject({
        first_name: 'Ayesha',
        last_name: 'User',
        country: 'India',
        contact: '+91 98765 43210',
        address: '1 Mall Road, Lahore',
        organization: null,
      });
    },
  );

  it("works with the spec's body accessToken alone", async () => {
    const u = await createUser(t.ctx);
    const res = await post('/update_user', {
      accessToken: u.accessToken,
      lastName: 'Raza',
      address: '5 Canal Bank',
    });
    expect(res.statusCode).toBe(200);
    expect(await row(u.user.id)).toMatchObject({ last_name: 'Raza', address: '5 Canal Bank' });
  });

  it("refuses to change someone else's details (by email or token) unless staff", async () => {
    const u = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const mine = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const byEmail = await post(
      '/backend/update_user',
      { emailId: other.user.email, firstName: 'Hacked' },
      mine,
    );
    expect(byEmail.statusCode).toBe(403);
    const byToken = await post(
      '/backend/update_user',
      { accessToken: other.accessToken, firstName: 'Hacked' },
      mine,
    );
    expect(byToken.statusCode).toBe(403);
    expect((await row(other.user.id)).first_name).toBe('Test');
    expect((await row(u.user.id)).first_name).toBe('Test');
    const staff = await createUser(t.ctx, { role: 'admin' });
    const staffHeaders = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    const ok = await post(
      '/backend/update_user',
      { accessToken: other.accessToken, firstName: 'Fixed' },
      staffHeaders,
    );
    expect(ok.statusCode).toBe(200);
    expect((await row(other.user.id)).first_name).toBe('Fixed');
  });

  it.each([
    [{ country: 'Narnia' }, 'Please choose a country from the list.'],
    [{ firstName: '' }, 'First name is required.'],
    [{ contact: 'abc' }, 'Please enter a valid contact number (digits, optionally starting with +).'],
    [{}, 'Nothing to update.'],
  ])('refuses %o with 400 and changes nothing', async (body, message) => {
    const u = await createUser(t.ctx);
    const before = await row(u.user.id);
    const res = await post(
      '/backend/update_user',
      body,
      browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await row(u.user.id)).toEqual(before);
  });

  it('refuses an update from another origin and without credentials', async () => {
    const u = await createUser(t.ctx);
    const cookie = await sessionCookie(t.ctx, u.user.id);
    const forged = await post(
      '/backend/update_user',
      { firstName: 'X' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect((await post('/backend/update_user', { firstName: 'X' })).statusCode).toBe(401);
    expect((await row(u.user.id)).first_name).toBe('Test');
  });
});
