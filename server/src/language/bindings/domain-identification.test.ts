import { domainCategories } from '@zuban/contract/services/domain-identification';
import { classifyDomain, loadDomainModel } from '@zuban/engines/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// The contract lists the spec's seven categories once (services/domain-categories.ts); the engine
// imports that list, and its committed model must carry the same classes in the same order.
describe('domain identification binding', () => {
  it("loads a model whose classes are the contract's seven categories, in order", () => {
    expect([...loadDomainModel().labels]).toEqual([...domainCategories]);
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
