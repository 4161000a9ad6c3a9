import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { fundedUser } from '../../test/support/money';
import { browserHeaders, createUser, sessionCookie, type TestUser } from '../../test/support/users';
import { buildApp } from '../app';
import { createAppContext } from '../context';

// #34 item 4: staff give one user's access token its own API rate limit per family, as they give
// a user their own price; the change is audited and takes effect on the user's next call.

describe.each(testDbKinds)('per-user API rate limits (%s)', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let staffWeb: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { API_RATE_LIMIT_TEXT: '2', API_RATE_LIMIT_WINDOW_SECONDS: '3600' });
    staff = await createUser(t.ctx, { email: 'rates@staff.zuban.test', role: 'admin' });
    staffWeb = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const stemmer = (token: string) =>
    post('/stemmer', { authorization: `Bearer ${token}` }, { text: 'کتابیں' });
  const statuses = async (token: string, calls: number) => {
    const seen: number[] = [];
    for (let i = 0; i < calls; i += 1) seen.push((await stemmer(token)).statusCode);
    return seen;
  };

  it('lists each family with its default, the user’s own limit and what applies', async () => {
    const { user } = await createUser(t.ctx);
    const res = await post(`/backend/user_rate_limits/${user.id}`, staffWeb);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      windowSeconds: 3600,
      families: [
        { family: 'text', defaultLimit: 2, userLimit: null, limit: 2 },
        { family: 'llm', defaultLimit: 60, userLimit: null, limit: 60 },
        { family: 'ocr', defaultLimit: 60, userLimit: null, limit: 60 },
        { family: 'tts', defaultLimit: 120, userLimit: null, limit: 120 },
        { family: 'asr', defaultLimit: 30, userLimit: null, limit: 30 },
      ],
    });
  });

  it('a raised limit applies to the user’s next calls, is audited, and null gives the default back', async () => {
    const { user, accessToken } = await fundedUser(t.ctx);
    const raised = await post('/backend/update_user_rate_limit', staffWeb, {
      userId: user.id,
      family: 'text',
      limit: 4,
    });
    expect(raised.statusCode).toBe(200);
    expect(await statuses(accessToken, 5)).toEqual([200, 200, 200, 200, 429]);
    const last = await stemmer(accessToken);
    expect(last.headers['ratelimit-limit']).toBe('4');

    const listed = await post(`/backend/user_rate_limits/${user.id}`, staffWeb);
    expect(listed.json().families[0]).toEqual({ family: 'text', defaultLimit: 2, userLimit: 4, limit: 4 });

    const audit = await post('/backend/audit_log', staffWeb, { targetId: user.id });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('rate_limit.update');
    const row = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'rate_limit.update', actor_id: staff.user.id });
    expect(JSON.parse(row.before ?? '')).toEqual({ family: 'text', limit: null });
    expect(JSON.parse(row.after ?? '')).toEqual({ family: 'text', limit: 4 });

    const reset = await post('/backend/update_user_rate_limit', staffWeb, {
      userId: user.id,
      family: 'text',
      limit: null,
    });
    expect(reset.statusCode).toBe(200);
    const back = await post(`/backend/user_rate_limits/${user.id}`, staffWeb);
    expect(back.json().families[0]).toMatchObject({ userLimit: null, limit: 2 });
  });

  it('0 lifts the limit for that user only; other users keep the default', async () => {
    const free = await fundedUser(t.ctx);
    const other = await fundedUser(t.ctx);
    await post('/backend/update_user_rate_limit', staffWeb, {
      userId: free.user.id,
      family: 'text',
      limit: 0,
    });
    expect(await statuses(free.accessToken, 4)).toEqual([200, 200, 200, 200]);
    expect(await statuses(other.accessToken, 3)).toEqual([200, 200, 429]);
  });

  it('another server instance sees a change once its cached limits expire', async () => {
    let now = Date.now();
    const second = await buildApp(
      createAppContext({
        config: t.ctx.config,
        db: t.ctx.db,
        dbKind: t.ctx.dbKind,
        walSync: t.testDb.walSync,
        now: () => now,
      }),
      {
        logger: false,
      },
    );
    await second.ready();
    try {
      const { user, accessToken } = await fundedUser(t.ctx);
      const call = () =>
        second.inject({
          method: 'POST',
          url: '/stemmer',
          headers: { authorization: `Bearer ${accessToken}` },
          payload: { text: 'کتابیں' },
        });
      expect((await call()).headers['ratelimit-limit']).toBe('2');
      await post('/backend/update_user_rate_limit', staffWeb, { userId: user.id, family: 'text', limit: 9 });
      expect((await call()).headers['ratelimit-limit']).toBe('2'); // still cached there
      now += 31_000;
      expect((await call()).headers['ratelimit-limit']).toBe('9');
    } finally {
      await second.close();
    }
  });

  it('refuses bad input, own account, tokens and non-staff, and writes nothing', async () => {
    const { user } = await createUser(t.ctx);
    const bad = [
      { userId: user.id, family: 'video', limit: 5 },
      { userId: user.id, family: 'text', limit: -1 },
      { userId: user.id, family: 'text', limit: 2.5 },
      { userId: user.id, family: 'text', limit: '100' },
      { userId: user.id, family: 'text', limit: 1_000_001 },
      { userId: user.id, family: 'text' },
    ];
    for (const body of bad) {
      const res = await post('/backend/update_user_rate_limit', staffWeb, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toEqual(expect.any(String));
    }
    const unknown = await post('/backend/update_user_rate_limit', staffWeb, {
      userId: 'nobody',
      family: 'text',
      limit: 5,
    });
    expect(unknown.statusCode).toBe(404);
    const own = await post('/backend/update_user_rate_limit', staffWeb, {
      userId: staff.user.id,
      family: 'text',
      limit: 5,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('own_account_forbidden');
    const customer = await createUser(t.ctx);
    const notStaff = await post(
      '/backend/update_user_rate_limit',
      browserHeaders(t.ctx, await sessionCookie(t.ctx, customer.user.id)),
      { userId: user.id, family: 'text', limit: 5 },
    );
    expect(notStaff.statusCode).toBe(403);
    const byToken = await post(
      '/backend/update_user_rate_limit',
      { authorization: `Bearer ${staff.accessToken}` },
      { userId: user.id, family: 'text', limit: 5 },
    );
    expect(byToken.statusCode).toBe(403);
    const rows = await t.ctx.db
      .selectFrom('user_rate_limits')
      .selectAll()
      .where('user_id', 'in', [user.id, staff.user.id])
      .execute();
    expect(rows).toEqual([]);
    const audited = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', 'in', [user.id, staff.user.id])
      .execute();
    expect(audited).toEqual([]);
  });
});
