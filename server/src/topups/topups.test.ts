import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { multipart, sampleFiles } from '../../test/support/files';
import { balanceMilli } from '../../test/support/money';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

describe.each(testDbKinds)('top-up requests on %s', (kind) => {
  let t: TestApp;
  let staffHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const staff = await createUser(t.ctx, { email: 'cashier@staff.zuban.test', role: 'admin' });
    staffHeaders = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
  });
  afterAll(() => t.close());

  const file = (data: Buffer, filename: string, contentType: string) => ({
    receipt: { data, filename, contentType },
  });
  const fileTopup = (
    headers: Record<string, string>,
    fields: Record<string, string>,
    files = file(sampleFiles.jpeg, 'receipt.jpg', 'image/jpeg'),
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/backend/topup_requests',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const count = async (table: 'topup_requests' | 'stored_files') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('files a request with a receipt, staff approve it: deposit, ledger, mail, audit; only once', async () => {
    const user = await createUser(t.ctx, { firstName: 'Bilal' });
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.user.id));
    const res = await fileTopup(headers, { amount: '1,500', bank: 'HBL', reference: 'TRX-778' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const mine = (
      await t.app.inject({ method: 'POST', url: '/backend/my_topup_requests', headers, payload: {} })
    ).json();
    expect(mine).toEqual([expect.objectContaining({ id, amount: 1500, status: 'pending', bank: 'HBL' })]);

    const pending = (
      await t.app.inject({
        method: 'POST',
        url: '/backend/admin/topup_requests',
        headers: staffHeaders,
        payload: { status: 'pending' },
      })
    ).json();
    expect(pending.map((p: { id: string }) => p.id)).toContain(id);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/backend/files/${mine[0].receiptFileId}`,
      headers: staffHeaders,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/jpeg');
    expect(receipt.rawPayload.equals(sampleFiles.jpeg)).toBe(true);
    const stranger = await createUser(t.ctx);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/backend/files/${mine[0].receiptFileId}`,
      headers: browserHeaders(t.ctx, await sessionCookie(t.ctx, stranger.user.id)),
    });
    expect(peek.statusCode).toBe(404);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/topup_requests/${id}/approve`,
      headers: staffHeaders,
      payload: {},
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().balance).toBe(1500);
    const again = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/topup_requests/${id}/approve`,
      headers: staffHeaders,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const ledger = await t.ctx.db
      .selectFrom('ledger')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .execute();
    expect(ledger.map((l) => [l.kind, l.amount_milli])).toEqual([['deposit', 1_500_000]]);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', user.user.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['topup.approve']);
    const mails = readdirSync(join(t.ctx.config.dataDir, 'outbox'));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('rejects with a reason; the balance stays', async () => {
    const user = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.user.id));
    const { id } = (
      await fileTopup(
        headers,
        { amount: '200', bank: 'Meezan', reference: 'R1' },
        file(sampleFiles.pdf, 'r.pdf', 'application/pdf'),
      )
    ).json();
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/topup_requests/${id}/reject`,
      headers: staffHeaders,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/topup_requests/${id}/reject`,
      headers: staffHeaders,
      payload: { reason: 'No payment with this reference arrived.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await balanceMilli(t.ctx, user.user.id)).toBe(0);
    const mine = (
      await t.app.inject({ method: 'POST', url: '/backend/my_topup_requests', headers, payload: {} })
    ).json();
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: 'No payment with this reference arrived.' });
  });

  it('refuses a renamed .exe, a missing receipt and bad fields, writing nothing', async () => {
    const user = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.user.id));
    const before = { requests: await count('topup_requests'), files: await count('stored_files') };
    const exe = await fileTopup(
      headers,
      { amount: '500', bank: 'HBL', reference: 'X' },
      file(sampleFiles.exe, 'receipt.pdf', 'application/pdf'),
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({
      code: 'file_type',
      message: 'Bank receipt must be a JPEG, PNG, PDF file.',
    });
    const none = await fileTopup(
      headers,
      { amount: '500', bank: 'HBL', reference: 'X' },
      {} as ReturnType<typeof file>,
    );
    expect(none.json().code).toBe('file_required');
    for (const fields of [
      { amount: '50', bank: 'HBL', reference: 'X' },
      { amount: '1.2345', bank: 'HBL', reference: 'X' },
      { amount: '500', bank: '', reference: 'X' },
      { amount: '500', bank: 'HBL', reference: '' },
    ]) {
      expect((await fileTopup(headers, fields)).statusCode, JSON.stringify(fields)).toBe(400);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/backend/topup_requests',
      headers,
      payload: { amount: 500 },
    });
    expect(json.statusCode).toBe(400);
    expect(await count('topup_requests')).toBe(before.requests);
    expect(await count('stored_files')).toBe(before.files);
    expect((await fileTopup({}, { amount: '500', bank: 'HBL', reference: 'X' })).statusCode).toBe(401);
  });

  it('keeps the staff list and decisions to staff sessions', async () => {
    const user = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.user.id));
    expect(
      (await t.app.inject({ method: 'POST', url: '/backend/admin/topup_requests', headers, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/backend/admin/topup_requests/x/approve',
          headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/backend/admin/topup_requests/nope/approve',
          headers: staffHeaders,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});
