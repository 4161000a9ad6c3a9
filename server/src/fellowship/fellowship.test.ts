import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { fellowshipFiles, fellowshipForm } from '../../test/support/fellowship-form';
import { multipart, sampleFiles } from '../../test/support/files';
import { balanceMilli } from '../../test/support/money';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';
import { expireStaleCredit } from '../billing/expiry';
import { expireGrants } from '../billing/grants';

const YEAR = 366 * 24 * 3600 * 1000;

const validForm = { ...fellowshipForm, services: ['Urdu TTS', 'Urdu STT'] };
const validFiles = fellowshipFiles;

describe.each(testDbKinds)('fellowship on %s', (kind) => {
  let t: TestApp;
  let staffHeaders: Record<string, string>;
  const realNow = Date.now;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const staff = await createUser(t.ctx, { email: 'reviewer@staff.zuban.test', role: 'admin' });
    staffHeaders = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
  });
  afterAll(() => t.close());

  /** The staff review list of applications in one status. */
  const listAsStaff = async (status: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/backend/admin/fellowships',
        headers: staffHeaders,
        payload: { status },
      })
    ).json();

  const apply = (
    headers: Record<string, string>,
    fields: Record<string, string | string[]> = validForm,
    files = validFiles,
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/backend/fellowship_apply',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const applicant = async () => {
    const u = await createUser(t.ctx);
    return { ...u, headers: browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id)) };
  };
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('fellowship_applications')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('applies with three PDFs, shows the status, refuses a second application while pending', async () => {
    const a = await applicant();
    const res = await apply(a.headers);
    expect(res.statusCode).toBe(201);
    const status = (
      await t.app.inject({ method: 'POST', url: '/backend/my_fellowship', headers: a.headers, payload: {} })
    ).json();
    expect(status.application).toMatchObject({
      status: 'pending',
      form: { name: 'Sana Iqbal', semester: 3, services: ['Urdu TTS', 'Urdu STT'] },
    });
    const letter = await t.app.inject({
      method: 'GET',
      url: `/backend/files/${status.application.files.recommendation}`,
      headers: staffHeaders,
    });
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect((await apply(a.headers)).statusCode).toBe(409);
  });

  it.each([
    ['name', { name: 'Sana <script>' }],
    ['name length', { name: 'x'.repeat(301) }],
    ['contact', { contact: '0300 1234567' }],
    ['supervisor contact', { supervisorContact: '123' }],
    ['email', { email: 'Sana@PU.edu.pk' }],
    ['email ending', { email: 'sana@pu.education' }],
    ['semester', { semester: '9' }],
    ['academic level', { academicLevel: 'Kindergarten' }],
    ['motivation', { motivation: 'm'.repeat(151) }],
    ['services', { services: [] }],
    ['unknown service', { services: ['Teleportation'] }],
    ['support without text', { supportRequired: 'Yes' }],
    ['terms', { terms: 'disagreed' }],
  ])('refuses a bad %s and stores nothing', async (_label, change) => {
    const a = await applicant();
    const before = await count();
    const res = await apply(a.headers, { ...validForm, ...change } as Record<string, string | string[]>);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await count()).toBe(before);
  });

  it('refuses a renamed .exe and a missing file', async () => {
    const a = await applicant();
    const exe = await apply(a.headers, validForm, {
      ...validFiles,
      cv: { filename: 'cv.pdf', contentType: 'application/pdf', data: sampleFiles.exe },
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ code: 'file_type', message: 'CV must be a PDF file.' });
    const { proposal: _p, ...twoFiles } = validFiles;
    expect((await apply(a.headers, validForm, twoFiles as typeof validFiles)).json().code).toBe(
      'file_required',
    );
    const png = await apply(a.headers, validForm, {
      ...validFiles,
      proposal: { filename: 'p.png', contentType: 'image/png', data: sampleFiles.png },
    });
    expect(png.statusCode).toBe(400);
  });

  it('approval credits PKR 30,000 for one year; unused credit is taken back then, spent credit is not', async () => {
    const a = await applicant();
    const { id } = (await apply(a.headers)).json();
    const approve = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/fellowships/${id}/approve`,
      headers: staffHeaders,
      payload: {},
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().balance).toBe(30000);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/backend/admin/fellowships/${id}/approve`,
          headers: staffHeaders,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);
    const status = (
      await t.app.inject({ method: 'POST', url: '/backend/my_fellowship', headers: a.headers, payload: {} })
    ).json();
    expect(status.application.status).toBe('approved');
    expect(status.application.creditExpiresAt).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
    const listed = await listAsStaff('approved');
    expect(listed.find((x: { id: string }) => x.id === id).creditExpiresAt).toBe(
      status.application.creditExpiresAt,
    );

    // The fellow spends 0.25 PKR on one paid call.
    const call = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      headers: { authorization: `Bearer ${a.accessToken}` },
      payload: { text: 'کتابیں' },
    });
    expect(call.statusCode).toBe(200);

    // Not yet due: nothing happens.
    expect((await expireGrants(t.ctx)).grants).toBe(0);
    try {
      t.ctx.now = () => realNow() + YEAR;
      const result = await expireGrants(t.ctx);
      expect(result.totalMilli).toBeGreaterThanOrEqual(29_750_000);
      expect(await balanceMilli(t.ctx, a.user.id)).toBe(0);
      const kinds = (
        await t.ctx.db
          .selectFrom('ledger')
          .select('kind')
          .where('user_id', '=', a.user.id)
          .orderBy('created_at')
          .execute()
      ).map((l) => l.kind);
      expect(kinds).toEqual(['grant', 'charge', 'grant_expiry']);
      expect((await expireGrants(t.ctx)).grants).toBe(0);
    } finally {
      t.ctx.now = realNow;
    }
  });

  it('the deposit-based expiry leaves a live grant alone', async () => {
    const a = await applicant();
    const { id } = (await apply(a.headers)).json();
    // An old deposit of 50 PKR, then the grant a year later.
    try {
      t.ctx.now = () => realNow() - YEAR;
      await t.app.inject({
        method: 'POST',
        url: '/backend/update_balance',
        headers: staffHeaders,
        payload: { userId: a.user.id, balance: '50' },
      });
      t.ctx.now = realNow;
      await t.app.inject({
        method: 'POST',
        url: `/backend/admin/fellowships/${id}/approve`,
        headers: staffHeaders,
        payload: {},
      });
      const result = await expireStaleCredit(t.ctx);
      expect(result.totalMilli).toBeGreaterThanOrEqual(50_000);
      expect(await balanceMilli(t.ctx, a.user.id)).toBe(30_000_000);
    } finally {
      t.ctx.now = realNow;
    }
  });

  it('rejects with a reason, after which the applicant may apply again; staff only', async () => {
    const a = await applicant();
    const { id } = (await apply(a.headers)).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/backend/admin/fellowships/${id}/reject`,
          headers: a.headers,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/backend/admin/fellowships',
          headers: a.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/backend/admin/fellowships/${id}/reject`,
      headers: staffHeaders,
      payload: { reason: 'The proposal lacks an evaluation plan.' },
    });
    expect(rejected.statusCode).toBe(200);
    const list = await listAsStaff('rejected');
    expect(list.find((x: { id: string }) => x.id === id)).toMatchObject({
      status: 'rejected',
      user: { id: a.user.id },
    });
    expect((await apply(a.headers)).statusCode).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/backend/admin/fellowships/nope/approve',
          headers: staffHeaders,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});
