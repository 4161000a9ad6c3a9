import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// Spell checking and spell suggestions through the real app and engine.
describe.each(testDbKinds)('spell checker service (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, post, funded } = paidCallHelpers(() => t);

  it('answers /spell_checker with escaped markup and suggestions, charging one transaction', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await post('/spell_checker', { text: 'یہ کتاپ <b>میری</b> ہے۔', accessToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('Spell checking is done successfully.');
    expect(body.response).toContain('data-word="کتاپ"');
    expect(body.response).toContain('&lt;<span class="word">b</span>&gt;');
    expect(body.response).not.toContain('<b>');
    const misspelt = 'کتاپ';
    expect(body.suggestions[misspelt][0]).toBe('کتاب');
    expect(body.cost).toBe(0.05);
    expect(await balanceOf(user.id)).toBe(100_000 - 50);
    const jobs = await jobsOf(user.id);
    expect(jobs.map((j) => [j.service_id, j.status])).toEqual([['spell_checker', 'succeeded']]);
  });

  it('refuses text over 3000 characters with the spell checker wording, nothing charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await post('/spell_checker', { text: 'ا'.repeat(3001), accessToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Length of text in the request is greater than the limit of 3000 characters',
    );
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it('answers /backend/spell_suggestions/{word} with a ranked list, free, for a signed-in caller', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const url = `/backend/spell_suggestions/${encodeURIComponent('پاکستن')}`;
    const res = await post(url, undefined, { authorization: `Bearer ${accessToken}` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list[0]).toBe('پاکستان');
    expect(list.length).toBeLessThanOrEqual(10);
    expect(await balanceOf(user.id)).toBe(100_000);
    expect((await post(url)).statusCode).toBe(401);
    const long = `/backend/spell_suggestions/${encodeURIComponent('ب'.repeat(61))}`;
    const tooLong = await post(long, undefined, { authorization: `Bearer ${accessToken}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('invalid_request');
  });
});
