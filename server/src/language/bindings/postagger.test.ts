import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// POS tagging through the real app and engine: both tag sets, a charge per call.
describe.each(testDbKinds)('POS tagging service (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, post, funded } = paidCallHelpers(() => t);

  it('tags /postagger input as word|TAG, CLE by default and UPOS on request', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await post('/postagger', { text: 'پاکستان کی حکومت نے بجٹ پیش کیا۔', accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe('POS tagging is done successfully.');
    expect(res.json().response).toMatch(/^پاکستان\|\S+ کی\|P .* ۔\|SM$/);
    const upos = await post('/postagger', { text: 'وہ گھر گیا۔', tagset: 'upos', accessToken });
    expect(upos.json().response.split(' ').at(-1)).toBe('۔|PUNCT');
    const jobs = await jobsOf(user.id);
    expect(jobs.map((j) => [j.service_id, j.status])).toEqual([
      ['postagger', 'succeeded'],
      ['postagger', 'succeeded'],
    ]);
    expect(await balanceOf(user.id)).toBe(100_000 - Math.round((res.json().cost + upos.json().cost) * 1000));
  });
});
