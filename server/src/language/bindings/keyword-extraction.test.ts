import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// Keyword extraction through the real app and engine: the count asked for, a charge, the spec's refusal.
describe.each(testDbKinds)('keyword extraction service (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, post, funded } = paidCallHelpers(() => t);

  it('extracts the requested number of keywords, one per line', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const text =
      'کراچی میں بارش سے نظام زندگی مفلوج ہو گیا۔ شہر کی سڑکوں پر بارش کا پانی جمع ہو گیا۔ ' +
      'محکمہ موسمیات کے مطابق کراچی میں آج بھی بارش کا امکان ہے۔';
    const res = await post('/keyword_extraction', { text, volume: 3, accessToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('Keyword extraction is done successfully.');
    const keywords = body.response.split('\n');
    expect(keywords).toHaveLength(3);
    expect(keywords[0]).toBe('بارش');
    expect(await balanceOf(user.id)).toBe(100_000 - 250);
  });

  it('refuses a keyword count of 0 with the spec message, nothing charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await post('/keyword_extraction', { text: 'کراچی میں بارش', volume: 0, accessToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Number of keywords must be a postive integer.');
    expect(await jobsOf(user.id)).toHaveLength(0);
  });
});
