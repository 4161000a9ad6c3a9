import { domainCategories } from '@zuban/contract/services/domain-identification';
import { classifyDomain, DOMAIN_LABELS } from '@zuban/engines/domain';
import { describe, expect, it } from 'vitest';

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
