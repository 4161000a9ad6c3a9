import { adminMessages } from '@zuban/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { multipart, sampleFiles } from '../../test/support/files';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

// One validation path, one error vocabulary (#24): whatever part of the request a route's schema
// refuses (body, query, a multipart form's fields, a price field), the answer is 400 invalid_request
// as problem+json with the schema's own message and the field; credentials are checked first.

describe.each(testDbKinds)('schema failures on %s', (kind) => {
  let t: TestApp;
  let user: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const u = await createUser(t.ctx);
    user = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const s = await createUser(t.ctx, { role: 'admin' });
    staff = browserHeaders(t.ctx, await sessionCookie(t.ctx, s.user.id));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  const expectRefused = (
    res: Awaited<ReturnType<typeof post>>,
    message: string,
    field: string | undefined,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body).toMatchObject({ status: 400, code: 'invalid_request', message });
    expect(body.field).toBe(field);
  };

  it('a body field: the contract message', async () => {
    const res = await post('/backend/tech_login', { origin: user.origin ?? '' }, { emailId: 'not-an-email' });
    expectRefused(res, 'Please enter a valid email address.', 'emailId');
  });

  it('a query parameter', async () => {
    expectRefused(await post('/backend/history?page=0', user), 'page must be a whole number from 1.', 'page');
  });

  it('a price field keeps the spec failure message', async () => {
    const res = await post('/backend/update_unitCost', staff, { serviceName: 'stemmer', unit_cost: 'abc' });
    expect(res.json().message).toContain(adminMessages.unitCostNotUpdated);
    expectRefused(res, res.json().message, 'unit_cost');
  });

  it("a multipart form's fields go the same way", async () => {
    const form = multipart(
      { amount: '5', bank: 'HBL', reference: 'R1' },
      { receipt: { data: sampleFiles.jpeg, filename: 'r.jpg', contentType: 'image/jpeg' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/topup_requests',
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    expectRefused(res, 'The amount must be at least 100 PKR.', 'amount');
  });

  it('a missing body reads as empty: what is required, not that it is not an object', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/backend/confirm_user' });
    expectRefused(res, 'Token is required.', 'token');
  });

  it('credentials come before the body: nobody, or a user on a staff route, hears 401/403', async () => {
    expect((await post('/backend/history?page=0', {})).statusCode).toBe(401);
    const staffOnly = await post('/backend/update_unitCost', user, { unit_cost: 'abc' });
    expect(staffOnly.statusCode).toBe(403);
  });
});
