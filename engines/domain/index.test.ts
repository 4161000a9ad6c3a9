import { domainCategories } from '@zuban/contract/services/domain-categories';
import { describe, expect, it } from 'vitest';
import { classifyDomain } from './index';

describe('classifyDomain (committed model)', () => {
  it('labels a cricket report as Sports', () => {
    const r = classifyDomain(
      'پاکستان نے دوسرے ون ڈے میچ میں سری لنکا کو پانچ وکٹوں سے شکست دے دی، کپتان نے شاندار سنچری بنائی اور بولرز نے عمدہ بولنگ کی۔',
    );
    expect(r.label).toBe('Sports');
  });

  it('labels a market report as Business', () => {
    const r = classifyDomain(
      'سٹاک ایکسچینج میں کاروبار کے دوران انڈیکس میں تیزی رہی، ڈالر کی قیمت میں کمی ہوئی اور سرمایہ کاروں نے حصص کی خریداری کی۔',
    );
    expect(r.label).toBe('Business');
  });

  it('answers a score for each of the seven categories, two decimals, summing to about 1', () => {
    const { label, scores } = classifyDomain('وزیر اعظم نے کابینہ کے اجلاس کی صدارت کی۔');
    expect(Object.keys(scores)).toEqual([...domainCategories]);
    for (const v of Object.values(scores)) expect(Math.round(v * 100) / 100).toBe(v);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 1);
    expect(scores[label]).toBe(Math.max(...Object.values(scores)));
  });
});
