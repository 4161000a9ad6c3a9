import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { multipart, sampleFiles } from '../../test/support/files';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

// #22 finding 9: a user may have at most TOPUP_MAX_PENDING top-up requests waiting, however many
// are sent at once.

describe.each(testDbKinds)('pending top-up cap on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TOPUP_MAX_PENDING: '3' });
  });
  afterAll(() => t.close());

  const fileTopup = (headers: Record<string, string>, reference: string) => {
    const body = multipart(
      { amount: '100', bank: 'HBL', reference },
      { receipt: { data: sampleFiles.jpeg, filename: 'r.jpg', contentType: 'image/jpeg' } },
    );
    return t.app.inject({
      method: 'POST',
      url: '/backend/topup_requests',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const rows = async (table: 'topup_requests' | 'stored_files', userId: string) =>
    (
      await t.ctx.db
        .selectFrom(table)
        .select('id')
        .where(table === 'topup_requests' ? 'user_id' : 'owner_id', '=', userId)
        .execute()
    ).length;

  it('files at most 3 of 10 sent at once, refusing the rest with 409 and storing no file for them', async () => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => fileTopup(headers, `R-${i}`)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('too_many_pending_topups');
    expect(await rows('topup_requests', u.user.id)).toBe(3);
    expect(await rows('stored_files', u.user.id)).toBe(3);
  });

  it('takes a new request once one is decided', async () => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    for (let i = 0; i < 3; i++) expect((await fileTopup(headers, `S-${i}`)).statusCode).toBe(201);
    expect((await fileTopup(headers, 'S-3')).statusCode).toBe(409);
    await t.ctx.db
      .updateTable('topup_requests')
      .set({ status: 'rejected' })
      .where('user_id', '=', u.user.id)
      .where('reference', '=', 'S-0')
      .execute();
    expect((await fileTopup(headers, 'S-4')).statusCode).toBe(201);
  });
});
