import { domainCategories } from '@zuban/contract/services/domain-identification';
import { classifyDomain, DOMAIN_LABELS } from '@zuban/engines/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDbKinds } from '../../testing/database';
import { paidCallHelpers } from '../../testing/paid-call-helpers';

// The contract (API pages, tool screen) and the engine (its model's classes) each list the spec's
// seven categories: engines do not depend on the contract, so this binding's test keeps them equal.
describe('domain identification binding', () => {
  it('names the same seven categories, in the same order, as the engine', () => {
    expect([...DOMAIN_LABELS]).toEqual([...domainCategories]);
  });

  it('scores every contract category for an answer', () => {
    const { label, scores } = classifyDomain('اسٹاک ایکسچینج میں کاروبار کے دوران انڈیکس میں اضافہ ہوا۔');
    expect(domainCategories).toContain(label);
    expect(Object.keys(scores).sort()).toEqual([...domainCategories].sort());
  });
});

describe.each(testDbKinds)('domain identification service (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { post, funded } = paidCallHelpers(() => t);

  it('answers /domain_identification with a category and seven scores', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await funded();
    const res = await post('/domain_identification', {
      text: 'پاکستان نے دوسرے ون ڈے میچ میں سری لنکا کو پانچ وکٹوں سے شکست دے دی، کپتان نے سنچری بنائی۔',
      accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe('Sports');
    expect(Object.keys(res.json().scores)).toHaveLength(7);
  });
});
