import { describe, expect, it } from 'vitest';
import { rouge } from './rouge';

describe('rouge', () => {
  it('is 1 for identical texts and 0 for disjoint ones', () => {
    expect(rouge('کل بارش ہوئی۔', 'کل بارش ہوئی')).toEqual({ rouge1: 1, rouge2: 1, rougeL: 1 });
    expect(rouge('آج دھوپ', 'کل بارش')).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0 });
  });

  it('computes F1 of unigram, bigram and LCS overlap', () => {
    // candidate a b c d, reference a b d: unigrams 3/4 and 3/3, bigrams 1/3 and 1/2, LCS 3.
    const r = rouge('الف بے جیم دال', 'الف بے دال');
    expect(r.rouge1).toBeCloseTo((2 * 0.75 * 1) / 1.75, 6);
    expect(r.rouge2).toBeCloseTo((2 * (1 / 3) * 0.5) / (1 / 3 + 0.5), 6);
    expect(r.rougeL).toBeCloseTo(r.rouge1, 6);
  });
});
