import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// Profanity estimation through the real app and the lexicon engine.
describe.each(testDbKinds)('profanity estimation (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, funded } = paidCallHelpers(() => t);

  it('answers /content_filter with a two-decimal score, higher for abuse', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const post = (text: string) =>
      t.app.inject({ method: 'POST', url: '/content_filter', payload: { text, accessToken } });
    const clean = await post('آج موسم بہت اچھا ہے۔');
    expect(clean.statusCode).toBe(200);
    expect(clean.json()).toMatchObject({ result: 'Profanity estimation is done successfully.', response: 0 });
    const abusive = await post('تم بے غیرت اور کمینے ہو');
    expect(abusive.json().response).toBeGreaterThanOrEqual(0.5);
    expect(Math.round(abusive.json().response * 100) / 100).toBe(abusive.json().response);
    expect(await balanceOf(user.id)).toBe(100_000 - 100);
    const jobs = await jobsOf(user.id);
    expect(jobs.map((j) => [j.service_id, j.status])).toEqual([
      ['content_filter', 'succeeded'],
      ['content_filter', 'succeeded'],
    ]);
  });

  it('refuses text over 3000 characters with the spec alert, nothing charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await t.app.inject({
      method: 'POST',
      url: '/content_filter',
      payload: { text: 'ا'.repeat(3001), accessToken },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Length of text in request is greater than the limit of 3000 characters');
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });
});
