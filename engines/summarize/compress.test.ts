import { describe, expect, it } from 'vitest';
import { compressiveSummary } from './abstractive';
import { compressSentence } from './compress';
import { extractiveSummary } from './extractive';
import { ARTICLE } from './test-support/fixtures';

describe('compressSentence', () => {
  it('drops a leading attribution and a contrastive clause', () => {
    expect(
      compressSentence(
        'خبر رساں ادارے روئٹرز کے مطابق اس راکٹ حملے میں متعدد افراد ہلاک ہوئے ہیں تاہم سرکاری طور پر تصدیق نہیں ہو سکی۔',
      ),
    ).toBe('اس راکٹ حملے میں متعدد افراد ہلاک ہوئے ہیں۔');
  });

  it('drops parentheticals, "X نے کہا کہ", emphatic words and a comma clause', () => {
    expect(
      compressSentence(
        'وزیر اعظم (جو کل لاہور پہنچے تھے) نے کہا کہ حکومت بھی مہنگائی پر قابو پانے کے لیے بہت سنجیدہ ہے، جس کے لیے نئے اقدامات کیے جا رہے ہیں۔',
      ),
    ).toBe('حکومت مہنگائی پر قابو پانے کے لیے سنجیدہ ہے۔');
  });

  it('never splits coordinated nouns', () => {
    expect(compressSentence('علی اور احمد کل لاہور گئے۔')).toContain('علی اور احمد');
  });
});

describe('compressiveSummary', () => {
  it('is shorter than and differs from the extractive summary', () => {
    for (const n of [1, 2, 3]) {
      const extractive = extractiveSummary(ARTICLE, n);
      const compressive = compressiveSummary(ARTICLE, n);
      expect(compressive).not.toBe(extractive);
      expect(compressive.length).toBeLessThan(extractive.length);
    }
  });
});
