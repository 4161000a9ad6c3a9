import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli } from '../../test/support/money';
import { browserHeaders, createUser, sessionCookie, type TestUser } from '../../test/support/users';

describe.each(testDbKinds)('admin console on %s', (kind) => {
  let t: TestApp;
  let staff: TestUser;
  let staffHeaders: Record<string, string>;
  let userHeaders: Record<string, string>;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await createUser(t.ctx, { email: 'boss@staff.zuban.test', role: 'admin', firstName: 'Boss' });
    customer = await createUser(t.ctx, { firstName: 'Ayesha', balanceMilli: 5_000 });
    staffHeaders = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    userHeaders = browserHeaders(t.ctx, await sessionCookie(t.ctx, customer.user.id));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const balanceOf = (id: string) => balanceMilli(t.ctx, id);
  const auditCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('audit_log')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Every admin call with a body that would be valid for staff.
  const calls = () =>
    [
      ['/backend/users_detail', {}],
      ['/search_user/ayesha', {}],
      [`/user_suspend/${customer.user.id}`, {}],
      [`/user_activate/${customer.user.id}`, {}],
      [`/user_delete/${customer.user.id}`, {}],
      ['/backend/update_balance', { userId: customer.user.id, balance: '10' }],
      ['/backend/email_to_user', { emailId: customer.user.email, password: 'Hello', message: 'Hi' }],
      ['/backend/service_detail', {}],
      [
        '/backend/new_service',
        { serviceName: 'stemmer', serviceTitle: 'S', unit_cost: 1, discount: 0, min_unit: 1, min_charge: 1 },
      ],
      ['/backend/service_delete/stemmer', {}],
      ['/backend/update_unitCost', { serviceName: 'stemmer', unit_cost: '0.1' }],
      [`/user_service_detail/${customer.user.id}`, {}],
      [
        '/backend/new_user_service',
        {
          userId: customer.user.id,
          userService: 'stemmer',
          unit_cost: 1,
          discount: 0,
          min_unit: 1,
          min_charge: 1,
        },
      ],
      ['/backend/user_service_delete', { userId: customer.user.id, userService: 'stemmer' }],
      [
        '/backend/update_user_discount',
        { userId: customer.user.id, userService: 'stemmer', userDiscount: 5 },
      ],
      ['/backend/audit_log', {}],
    ] as const;

  it('refuses every admin call to a user session, a staff API token and nobody, changing nothing', async () => {
    const before = { audit: await auditCount(), balance: await balanceOf(customer.user.id) };
    for (const [url, payload] of calls()) {
      expect((await post(url, userHeaders, payload)).statusCode, `user ${url}`).toBe(403);
      const viaToken = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${staff.accessToken}` },
        payload,
      });
      expect(viaToken.statusCode, `staff token ${url}`).toBe(403);
      expect(viaToken.json().code).toBe('staff_session_only');
      expect((await post(url, {}, payload)).statusCode, `anonymous ${url}`).toBe(401);
    }
    expect(await auditCount()).toBe(before.audit);
    expect(await balanceOf(customer.user.id)).toBe(before.balance);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('answers 404 for an unknown user id', async () => {
    for (const url of [
      '/user_suspend/nope',
      '/user_activate/nope',
      '/user_delete/nope',
      '/user_service_detail/nope',
    ]) {
      expect((await post(url, staffHeaders)).statusCode, url).toBe(404);
    }
    expect(
      (await post('/backend/update_balance', staffHeaders, { userId: 'nope', balance: 5 })).statusCode,
    ).toBe(404);
    expect((await post('/backend/service_delete/no_such_service', staffHeaders)).statusCode).toBe(404);
  });

  it('lists and searches users without exposing tokens', async () => {
    const all = await post('/backend/users_detail', staffHeaders);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((u: { email: string }) => u.email)).toContain(customer.user.email);
    expect(all.body).not.toContain(customer.accessToken);
    const found = (await post('/search_user/AYESHA', staffHeaders)).json();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: customer.user.id, firstName: 'Ayesha', balance: 5 });
  });

  it('adds balance as a deposit ledger row with the staff member and note, audited', async () => {
    const res = await post('/backend/update_balance', staffHeaders, {
      userId: customer.user.id,
      balance: '100.5',
      note: 'HBL receipt 12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(105.5);
    expect(await balanceOf(customer.user.id)).toBe(105_500);
    const entry = await t.ctx.db
      .selectFrom('ledger')
      .selectAll()
      .where('user_id', '=', customer.user.id)
      .where('note', '=', 'HBL receipt 12345')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ kind: 'deposit', amount_milli: 100_500, actor: `admin:${staff.user.id}` });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'balance.add')
      .executeTakeFirstOrThrow();
    expect(audit.actor_email).toBe('boss@staff.zuban.test');
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ balance: 105.5, added: 100.5 });
    for (const bad of ['-5', '0', 'abc', '1.2345']) {
      expect(
        (await post('/backend/update_balance', staffHeaders, { userId: customer.user.id, balance: bad }))
          .statusCode,
      ).toBe(400);
    }
    expect(await balanceOf(customer.user.id)).toBe(105_500);
  });

  it('suspends (blocking token and session at once) and activates, with spec failure text on a repeat', async () => {
    const target = await createUser(t.ctx, { balanceMilli: 10_000 });
    const cookie = browserHeaders(t.ctx, await sessionCookie(t.ctx, target.user.id));
    expect((await post(`/user_suspend/${target.user.id}`, staffHeaders)).statusCode).toBe(200);
    const viaToken = await post('/backend/check_balance', {}, { accessToken: target.accessToken });
    expect(viaToken.statusCode).toBe(403);
    expect((await post('/backend/check_balance', cookie)).statusCode).toBe(401);
    const again = await post(`/backend/user_suspend/${target.user.id}`, staffHeaders);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Sorry user did not get suspended. Try again.');
    expect((await post(`/user_activate/${target.user.id}`, staffHeaders)).statusCode).toBe(200);
    expect((await post('/backend/check_balance', {}, { accessToken: target.accessToken })).statusCode).toBe(
      200,
    );
    const actions = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', target.user.id)
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['user.activate', 'user.suspend']);
  });

  it('soft-deletes: ledger and jobs stay, the token dies, the email stays taken', async () => {
    const target = await createUser(t.ctx, { balanceMilli: 7_000 });
    expect((await post(`/user_delete/${target.user.id}`, staffHeaders)).statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');
    expect(row.deleted_at).not.toBeNull();
    const ledger = await t.ctx.db
      .selectFrom('ledger')
      .selectAll()
      .where('user_id', '=', target.user.id)
      .execute();
    expect(ledger.length).toBeGreaterThan(0);
    expect((await post('/backend/check_balance', {}, { accessToken: target.accessToken })).statusCode).toBe(
      401,
    );
    const names = (await post('/backend/users_detail', staffHeaders)).json().map((u: { id: string }) => u.id);
    expect(names).not.toContain(target.user.id);
    expect((await post(`/user_delete/${target.user.id}`, staffHeaders)).statusCode).toBe(404);
  });

  it('refuses to suspend or delete your own account', async () => {
    const res = await post(`/user_suspend/${staff.user.id}`, staffHeaders);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('own_account');
  });

  it('changes a service price and the very next paid call uses it; past jobs keep their cost', async () => {
    const payer = await createUser(t.ctx, { balanceMilli: 100_000 });
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/stemmer',
        headers: { authorization: `Bearer ${payer.accessToken}` },
        payload: { text: 'کتابیں لڑکیاں' },
      });
    const first = await call();
    expect(first.statusCode).toBe(200);
    const firstCost = 100_000 - (await balanceOf(payer.user.id));
    expect(firstCost).toBe(250); // spec: 0.25 PKR per transaction up to 500 words

    for (const [url, payload] of [
      ['/backend/update_minCost', { serviceName: 'stemmer', min_charge: '2' }],
      ['/backend/update_discount', { serviceName: 'stemmer', discount: 50 }],
    ] as const) {
      expect((await post(url, staffHeaders, payload)).statusCode, url).toBe(200);
    }
    const list = (await post('/backend/service_detail', staffHeaders)).json();
    expect(list.find((s: { serviceName: string }) => s.serviceName === 'stemmer')).toMatchObject({
      min_charge: 2,
      discount: 50,
    });

    const before = await balanceOf(payer.user.id);
    expect((await call()).statusCode).toBe(200);
    expect(before - (await balanceOf(payer.user.id))).toBe(1_000); // 2 PKR less 50 %
    const jobs = await t.ctx.db
      .selectFrom('jobs')
      .select('cost_milli')
      .where('user_id', '=', payer.user.id)
      .orderBy('created_at')
      .execute();
    expect(jobs.map((j) => j.cost_milli)).toEqual([250, 1_000]);

    const bad = await post('/backend/update_discount', staffHeaders, {
      serviceName: 'stemmer',
      discount: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Sorry Discount did not get updated. Please try again.');
    expect(
      (await post('/backend/update_unitCost', staffHeaders, { serviceName: 'stemmer', unit_cost: '-1' }))
        .statusCode,
    ).toBe(400);

    // Restore for the other tests.
    await post('/backend/update_minCost', staffHeaders, { serviceName: 'stemmer', min_charge: '0.25' });
    await post('/backend/update_discount', staffHeaders, { serviceName: 'stemmer', discount: 0 });
  });

  it('deletes and re-adds a service; calls to a deleted service are refused', async () => {
    expect((await post('/backend/service_delete/romanization', staffHeaders)).statusCode).toBe(200);
    const names = (await post('/backend/service_detail', staffHeaders))
      .json()
      .map((s: { serviceName: string }) => s.serviceName);
    expect(names).not.toContain('romanization');
    const dup = await post('/backend/new_service', staffHeaders, {
      serviceName: 'stemmer',
      serviceTitle: 'Stemmer',
      unit_cost: 0.05,
      discount: 0,
      min_unit: 5,
      min_charge: 0.25,
    });
    expect(dup.statusCode).toBe(409);
    const unknown = await post('/backend/new_service', staffHeaders, {
      serviceName: 'teleportation',
      serviceTitle: 'X',
      unit_cost: 1,
      discount: 0,
      min_unit: 1,
      min_charge: 1,
    });
    expect(unknown.statusCode).toBe(400);
    const readd = await post('/backend/new_service', staffHeaders, {
      serviceName: 'romanization',
      serviceTitle: 'Roman to Urdu',
      unit_cost: 1,
      discount: 0,
      min_unit: 1,
      min_charge: 1,
    });
    expect(readd.statusCode).toBe(200);
  });

  it('per-user costings override the service price for that user only', async () => {
    const vip = await createUser(t.ctx, { balanceMilli: 50_000 });
    const add = await post('/backend/new_user_service', staffHeaders, {
      userId: vip.user.id,
      userService: 'stemmer',
      unit_cost: '0',
      discount: 0,
      min_unit: 1000,
      min_charge: '0.1',
    });
    expect(add.statusCode).toBe(200);
    expect(
      (
        await post('/backend/new_user_service', staffHeaders, {
          userId: vip.user.id,
          userService: 'stemmer',
          unit_cost: '0',
          discount: 0,
          min_unit: 1,
          min_charge: '0.1',
        })
      ).statusCode,
    ).toBe(409);
    const listed = (await post(`/user_service_detail/${vip.user.id}`, staffHeaders)).json();
    expect(listed).toEqual([
      {
        userService: 'stemmer',
        serviceTitle: expect.any(String),
        userUnitCost: 0,
        userDiscount: 0,
        userMinUnit: 1000,
        userMinCharge: 0.1,
      },
    ]);
    const before = await balanceOf(vip.user.id);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      headers: { authorization: `Bearer ${vip.accessToken}` },
      payload: { text: 'کتابیں' },
    });
    expect(paid.statusCode).toBe(200);
    expect(before - (await balanceOf(vip.user.id))).toBe(100);
    expect(
      (
        await post('/backend/update_user_minCost', staffHeaders, {
          userId: vip.user.id,
          userService: 'stemmer',
          userMinCharge: '0.2',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/backend/user_service_delete', staffHeaders, {
          userId: vip.user.id,
          userService: 'stemmer',
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(`/user_service_detail/${vip.user.id}`, staffHeaders)).json()).toEqual([]);
    expect(
      (
        await post('/backend/user_service_delete', staffHeaders, {
          userId: vip.user.id,
          userService: 'stemmer',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('mails a user through the platform mailer and keeps an audit trail readable by staff', async () => {
    const res = await post('/backend/email_to_user', staffHeaders, {
      emailId: customer.user.email,
      password: 'Your invoice',
      message: 'Paid, thanks.',
    });
    expect(res.statusCode).toBe(200);
    const log = await post('/backend/audit_log', staffHeaders);
    expect(log.statusCode).toBe(200);
    const actions = log.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toContain('user.mail');
    expect(actions).toContain('service.update');
    expect(
      (
        await post('/backend/email_to_user', staffHeaders, {
          emailId: customer.user.email,
          message: 'no subject',
        })
      ).statusCode,
    ).toBe(400);
  });
});
