import { describe, expect, it } from 'vitest';
import { extractKeywords } from './index';
import { counterHeadline } from './training/headline';

const STORY =
  'کراچی میں بارش سے نظام زندگی مفلوج ہو گیا۔ شہر کی کئی سڑکوں پر بارش کا پانی جمع ہو گیا اور ٹریفک ' +
  'جام رہا۔ محکمہ موسمیات کے مطابق کراچی میں آج بھی بارش کا امکان ہے۔ شہریوں نے بارش کے پانی کی نکاسی ' +
  'نہ ہونے پر شکایت کی۔';

describe('extractKeywords', () => {
  it('returns the requested number of ranked keywords, topic words first', () => {
    const k = extractKeywords(STORY, 3);
    expect(k).toHaveLength(3);
    expect(k[0]).toBe('بارش');
    expect(k).toContain('کراچی');
  });

  it('never returns stopwords, numbers or duplicates', () => {
    const k = extractKeywords(`${STORY} 2024 میں`, 20);
    for (const w of ['میں', 'کے', 'ہے', 'اور', '2024']) expect(k).not.toContain(w);
    expect(new Set(k).size).toBe(k.length);
  });

  it('joins words that recur side by side into a key phrase', () => {
    const text = 'ون ڈے میچ میں پاکستان جیت گیا۔ ون ڈے سیریز بھی پاکستان کے نام رہی۔ اگلا ون ڈے کل ہوگا۔';
    expect(extractKeywords(text, 3)).toContain('ون ڈے');
  });

  it('returns fewer when the text has fewer candidates, none for zero', () => {
    expect(extractKeywords('یہ ہے', 5)).toEqual([]);
    expect(extractKeywords(STORY, 0)).toEqual([]);
  });
});

describe('counterHeadline', () => {
  it('cuts the headline before the dateline', () => {
    expect(
      counterHeadline('پاکستان نے میچ جیت لیا شاندار کامیابی لاہور ۔ 16اکتوبر (اے پی پی) پاکستان نے'),
    ).toBe('پاکستان نے میچ جیت لیا شاندار کامیابی');
    expect(counterHeadline('no dateline here')).toBeNull();
  });
});
