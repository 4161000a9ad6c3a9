import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// Language identification through the real app and the fastText-based engine.
describe.each(testDbKinds)('language identification (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, funded } = paidCallHelpers(() => t);

  it('answers /langid with the Urdu share as a two-decimal number, one transaction charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const text = 'پاکستان کا دارالحکومت اسلام آباد ہے۔\nThe capital of Pakistan is Islamabad.';
    const res = await t.app.inject({ method: 'POST', url: '/langid', payload: { text, accessToken } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('Language identification is done successfully.');
    expect(typeof body.response).toBe('number');
    expect(body.response).toBeGreaterThan(0.3);
    expect(body.response).toBeLessThan(0.7);
    expect(Math.round(body.response * 100) / 100).toBe(body.response);
    expect(await balanceOf(user.id)).toBe(100_000 - 50);
    const jobs = await jobsOf(user.id);
    expect(jobs.map((j) => [j.service_id, j.status])).toEqual([['langid', 'succeeded']]);
  });

  it('refuses blank text with the spec alert, nothing charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await t.app.inject({ method: 'POST', url: '/langid', payload: { text: '   ', accessToken } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Failed! Field cannot be empty.');
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });
});
