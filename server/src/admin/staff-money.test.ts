import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { fellowshipFiles, fellowshipForm } from '../../test/support/fellowship-form';
import { multipart, sampleFiles } from '../../test/support/files';
import { balanceMilli } from '../../test/support/money';
import { browserHeaders, createUser, sessionCookie, type TestUser } from '../../test/support/users';

// #22 finding 5: staff cannot pay themselves, and money above STAFF_SECOND_APPROVAL_ABOVE_PKR
// moves only when a second, different staff member approves.

describe.each(testDbKinds)('staff money actions (%s)', (kind) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let customer: TestUser;
  let aliceWeb: Record<string, string>;
  let bobWeb: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { STAFF_SECOND_APPROVAL_ABOVE_PKR: '10000' });
    alice = await createUser(t.ctx, { email: 'alice@staff.zuban.test', role: 'admin' });
    bob = await createUser(t.ctx, { email: 'bob@staff.zuban.test', role: 'admin' });
    customer = await createUser(t.ctx);
    aliceWeb = browserHeaders(t.ctx, await sessionCookie(t.ctx, alice.user.id));
    bobWeb = browserHeaders(t.ctx, await sessionCookie(t.ctx, bob.user.id));
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const expectOwn = (res: { statusCode: number; json: () => { code: string } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('own_account_forbidden');
  };
  const fileTopup = async (u: TestUser, amount: string) => {
    const body = multipart(
      { amount, bank: 'HBL', reference: `R-${amount}` },
      { receipt: { data: sampleFiles.jpeg, filename: 'r.jpg', contentType: 'image/jpeg' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/topup_requests',
      headers: { ...browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id)), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  it('refuses a staff member raising their own balance', async () => {
    expectOwn(await post('/backend/update_balance', aliceWeb, { userId: alice.user.id, balance: '50' }));
    expect(await balanceMilli(t.ctx, alice.user.id)).toBe(0);
  });

  it('refuses a staff member setting their own price', async () => {
    const price = { unit_cost: '0', discount: 0, min_unit: 0, min_charge: '0' };
    expectOwn(
      await post('/backend/new_user_service', aliceWeb, {
        userId: alice.user.id,
        userService: 'stemmer',
        ...price,
      }),
    );
    // A costing another staff member gave Alice is not hers to change or delete either.
    expect(
      (
        await post('/backend/new_user_service', bobWeb, {
          userId: alice.user.id,
          userService: 'stemmer',
          unit_cost: '1',
          discount: 0,
          min_unit: 1,
          min_charge: '1',
        })
      ).statusCode,
    ).toBe(200);
    expectOwn(
      await post('/backend/update_user_unitCost', aliceWeb, {
        userId: alice.user.id,
        userService: 'stemmer',
        unit_cost: '0',
      }),
    );
    expectOwn(
      await post('/backend/user_service_delete', aliceWeb, { userId: alice.user.id, userService: 'stemmer' }),
    );
  });

  it('refuses a staff member approving their own top-up or fellowship', async () => {
    const topup = await fileTopup(alice, '500');
    expectOwn(await post(`/backend/admin/topup_requests/${topup}/approve`, aliceWeb));
    const form = multipart(fellowshipForm, fellowshipFiles);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/backend/fellowship_apply',
      headers: { ...aliceWeb, ...form.headers },
      payload: form.payload,
    });
    expect(applied.statusCode).toBe(201);
    expectOwn(await post(`/backend/admin/fellowships/${applied.json().id}/approve`, aliceWeb));
    expect(await balanceMilli(t.ctx, alice.user.id)).toBe(0);
  });

  it('applies a balance addition at or below the limit at once', async () => {
    const res = await post('/backend/update_balance', aliceWeb, {
      userId: customer.user.id,
      balance: '10000',
    });
    expect(res.statusCode).toBe(200);
    expect(await balanceMilli(t.ctx, customer.user.id)).toBe(10_000_000);
  });

  it('holds a balance addition above the limit until a second staff member approves it', async () => {
    const before = await balanceMilli(t.ctx, customer.user.id);
    const asked = await post('/backend/update_balance', aliceWeb, {
      userId: customer.user.id,
      balance: '5,000,000',
      note: 'wire 42',
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ pending: true });
    const approvalId = asked.json().approvalId as string;
    expect(await balanceMilli(t.ctx, customer.user.id)).toBe(before);

    const list = (await post('/backend/admin/balance_approvals', bobWeb)).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: approvalId,
        amount: 5_000_000,
        note: 'wire 42',
        requestedBy: alice.user.email,
        user: expect.objectContaining({ id: customer.user.id }),
      }),
    ]);
    const self = await post(`/backend/admin/balance_approvals/${approvalId}/approve`, aliceWeb);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('second_approver_required');
    expect(await balanceMilli(t.ctx, customer.user.id)).toBe(before);

    const [a, b] = await Promise.all([
      post(`/backend/admin/balance_approvals/${approvalId}/approve`, bobWeb),
      post(`/backend/admin/balance_approvals/${approvalId}/approve`, bobWeb),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceMilli(t.ctx, customer.user.id)).toBe(before + 5_000_000_000);
    expect((await post('/backend/admin/balance_approvals', bobWeb)).json()).toEqual([]);
    const deposits = await t.ctx.db
      .selectFrom('ledger')
      .select(['amount_milli', 'actor'])
      .where('user_id', '=', customer.user.id)
      .where('amount_milli', '=', 5_000_000_000)
      .execute();
    expect(deposits).toEqual([{ amount_milli: 5_000_000_000, actor: `admin:${bob.user.id}` }]);
  });

  it('can reject a held balance addition; it never applies afterwards', async () => {
    const before = await balanceMilli(t.ctx, customer.user.id);
    const asked = await post('/backend/update_balance', aliceWeb, {
      userId: customer.user.id,
      balance: '20000',
    });
    const approvalId = asked.json().approvalId as string;
    expect(
      (await post(`/backend/admin/balance_approvals/${approvalId}/reject`, bobWeb, { reason: 'no wire' }))
        .statusCode,
    ).toBe(200);
    expect((await post(`/backend/admin/balance_approvals/${approvalId}/approve`, bobWeb)).statusCode).toBe(
      409,
    );
    expect(await balanceMilli(t.ctx, customer.user.id)).toBe(before);
  });

  it('needs two different staff members to approve a top-up above the limit', async () => {
    const id = await fileTopup(customer, '15000');
    const before = await balanceMilli(t.ctx, customer.user.id);
    const first = await post(`/backend/admin/topup_requests/${id}/approve`, aliceWeb);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ pending: true });
    expect(await balanceMilli(t.ctx, customer.user.id)).toBe(before);
    const again = await post(`/backend/admin/topup_requests/${id}/approve`, aliceWeb);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('second_approver_required');
    const second = await post(`/backend/admin/topup_requests/${id}/approve`, bobWeb);
    expect(second.statusCode).toBe(200);
    expect(await balanceMilli(t.ctx, customer.user.id)).toBe(before + 15_000_000);
  });

  it('approves a top-up at or below the limit with one staff member', async () => {
    const id = await fileTopup(customer, '9999');
    expect((await post(`/backend/admin/topup_requests/${id}/approve`, bobWeb)).statusCode).toBe(200);
  });
});
