import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { fellowshipFiles, fellowshipForm } from '../../test/support/fellowship-form';
import { multipart } from '../../test/support/files';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

// #22 finding 9: applications sent at once cannot both be filed; the check runs in the transaction.

describe.each(testDbKinds)('parallel fellowship applications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('files one of five sent at once; the others get 409 application_pending and leave no files', async () => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const send = () => {
      const body = multipart(fellowshipForm, fellowshipFiles);
      return t.app.inject({
        method: 'POST',
        url: '/backend/fellowship_apply',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const answers = await Promise.all(Array.from({ length: 5 }, send));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('application_pending');
    const filed = await t.ctx.db
      .selectFrom('fellowship_applications')
      .select('id')
      .where('user_id', '=', u.user.id)
      .execute();
    expect(filed).toHaveLength(1);
    const files = await t.ctx.db
      .selectFrom('stored_files')
      .select('id')
      .where('owner_id', '=', u.user.id)
      .execute();
    expect(files).toHaveLength(3);
  });
});
