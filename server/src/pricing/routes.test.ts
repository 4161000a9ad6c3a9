import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

describe.each(testDbKinds)('GET /backend/prices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers the prices in force to anyone, following admin changes and deletions', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/backend/prices' })).json();
    expect(before.find((p: { serviceId: string }) => p.serviceId === 'stemmer')).toEqual({
      serviceId: 'stemmer',
      unitCostMilli: 50,
      discountPercent: 0,
      minUnits: 5,
      minChargeMilli: 250,
    });
    const staff = await createUser(t.ctx, { email: 'p@staff.zuban.test', role: 'admin' });
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, staff.user.id));
    await t.app.inject({
      method: 'POST',
      url: '/backend/update_discount',
      headers,
      payload: { serviceName: 'stemmer', discount: 20 },
    });
    await t.app.inject({ method: 'POST', url: '/backend/service_delete/langid', headers });
    const after = (await t.app.inject({ method: 'GET', url: '/backend/prices' })).json();
    expect(after.find((p: { serviceId: string }) => p.serviceId === 'stemmer').discountPercent).toBe(20);
    expect(after.map((p: { serviceId: string }) => p.serviceId)).not.toContain('langid');
  });
});

describe.each(testDbKinds)('GET /backend/my_prices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers the signed-in user's own prices, their personal costing included", async () => {
    const { user } = await createUser(t.ctx, { email: 'costed@example.com' });
    const now = Date.now();
    await t.ctx.db
      .insertInto('user_costings')
      .values({
        id: `costing-${now}`,
        user_id: user.id,
        service_id: 'stemmer',
        unit_cost_milli: 40,
        discount_percent: 10,
        min_units: 5,
        min_charge_milli: 250,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.id));
    const mine = (await t.app.inject({ method: 'GET', url: '/backend/my_prices', headers })).json();
    expect(mine.find((p: { serviceId: string }) => p.serviceId === 'stemmer')).toEqual({
      serviceId: 'stemmer',
      unitCostMilli: 40,
      discountPercent: 10,
      minUnits: 5,
      minChargeMilli: 250,
      personal: true,
    });
    expect(mine.find((p: { serviceId: string }) => p.serviceId === 'postagger')).toMatchObject({
      unitCostMilli: 50,
      personal: false,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/backend/my_prices' })).statusCode).toBe(401);
  });
});
