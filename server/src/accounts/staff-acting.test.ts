import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { multipart, sampleFiles } from '../../test/support/files';
import { browserHeaders, createUser, sessionCookie, type TestUser } from '../../test/support/users';
import { deposit } from '../billing/ledger';

// #22 finding 6: a staff member's access token acts only on the staff member's own account.
// Acting on another user (read or write) needs a staff browser session and leaves an audit row.

describe.each(testDbKinds)('staff acting on another user (%s)', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let owner: TestUser;
  let staffWeb: Record<string, string>;
  let jobId: string;
  let receiptId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await createUser(t.ctx, { email: 'desk@staff.zuban.test', role: 'admin' });
    owner = await createUser(t.ctx, { firstName: 'Sana' });
    staffWeb = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    await deposit(t.ctx, owner.user.id, 5000, { by: 'test' });
    const call = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text: 'کتابیں', accessToken: owner.accessToken },
    });
    jobId = call.json().jobId as string;
    const body = multipart(
      { amount: '100', bank: 'HBL', reference: 'R-1' },
      { receipt: { data: sampleFiles.jpeg, filename: 'r.jpg', contentType: 'image/jpeg' } },
    );
    const filed = await t.app.inject({
      method: 'POST',
      url: '/backend/topup_requests',
      headers: { authorization: `Bearer ${owner.accessToken}`, ...body.headers },
      payload: body.payload,
    });
    const row = await t.ctx.db
      .selectFrom('topup_requests')
      .select('receipt_file_id')
      .where('id', '=', filed.json().id)
      .executeTakeFirstOrThrow();
    receiptId = row.receipt_file_id;
  });
  afterAll(() => t.close());

  const bearer = (u: TestUser) => ({ authorization: `Bearer ${u.accessToken}` });
  const auditActions = async () =>
    (
      await t.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_id', 'in', [owner.user.id, jobId, receiptId])
        .execute()
    ).map((r) => `${r.action} by ${r.actor_id === staff.user.id ? 'staff' : r.actor_id}`);

  const calls = () => [
    {
      name: 'update_user',
      method: 'POST' as const,
      url: '/backend/update_user',
      payload: { emailId: owner.user.email, firstName: 'Changed' },
    },
    {
      name: 'userdetails',
      method: 'POST' as const,
      url: `/backend/userdetails/${owner.user.email}`,
      payload: {},
    },
    {
      name: 'check_balance',
      method: 'POST' as const,
      url: '/backend/check_balance',
      payload: { emailId: owner.user.email },
    },
    { name: 'history', method: 'POST' as const, url: '/backend/history', payload: { userId: owner.user.id } },
    { name: 'jobdetails', method: 'POST' as const, url: `/backend/jobdetails/${jobId}`, payload: {} },
    { name: 'files', method: 'GET' as const, url: `/backend/files/${receiptId}`, payload: undefined },
  ];

  it('refuses a staff access token on another user for every route, changing and auditing nothing', async () => {
    for (const c of calls()) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: bearer(staff),
      });
      expect([403, 404], c.name).toContain(res.statusCode);
      if (res.statusCode === 403) expect(res.json().code, c.name).toBe('staff_session_only');
    }
    // The body token field is a token too.
    const viaBody = await t.app.inject({
      method: 'POST',
      url: '/backend/update_user',
      payload: { accessToken: staff.accessToken, emailId: owner.user.email, firstName: 'Changed' },
    });
    expect(viaBody.statusCode).toBe(403);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Sana');
    expect(await auditActions()).toEqual([]);
  });

  it('lets a staff browser session act on another user, one audit row per call', async () => {
    for (const c of calls()) {
      const res = await t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: staffWeb });
      expect(res.statusCode, c.name).toBe(200);
    }
    expect((await auditActions()).sort()).toEqual(
      [
        'user.update_profile by staff',
        'user.view_details by staff',
        'user.view_balance by staff',
        'user.view_history by staff',
        'job.view by staff',
        'file.download by staff',
      ].sort(),
    );
    const row = await t.ctx.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Changed');
  });

  it("keeps a staff token working on the staff member's own account, without audit rows", async () => {
    const before = await t.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('actor_id', '=', staff.user.id)
      .execute();
    const own = await t.app.inject({
      method: 'POST',
      url: `/backend/userdetails/${staff.user.email}`,
      payload: {},
      headers: bearer(staff),
    });
    expect(own.statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'POST',
      url: '/backend/history',
      payload: {},
      headers: bearer(staff),
    });
    expect(history.statusCode).toBe(200);
    const after = await t.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('actor_id', '=', staff.user.id)
      .execute();
    expect(after).toHaveLength(before.length);
  });
});
