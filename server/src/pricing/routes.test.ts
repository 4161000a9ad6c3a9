import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { testDbKinds } from '../testing/database';
import { browserHeaders, createUser, sessionCookie } from '../testing/users';

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
