import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// Roman Urdu to Urdu script through the real app and the transliteration model.
describe.each(testDbKinds)('romanization (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, funded } = paidCallHelpers(() => t);

  it('answers /romanization with Urdu script, 1 PKR per request', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await t.app.inject({
      method: 'POST',
      url: '/romanization',
      payload: { text: 'mera naam Ali hai', accessToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'Romanization is done successfully.',
      response: 'میرا نام علی ہے',
    });
    expect(await balanceOf(user.id)).toBe(100_000 - 1000);
    const jobs = await jobsOf(user.id);
    expect(jobs.map((j) => [j.service_id, j.status])).toEqual([['romanization', 'succeeded']]);
  });

  it('refuses more than 100 characters with the spec alert, nothing charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await t.app.inject({
      method: 'POST',
      url: '/romanization',
      payload: { text: 'a'.repeat(101), accessToken },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Length of text in request is greater than the limit of 100 characters');
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });
});
