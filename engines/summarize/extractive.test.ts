import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text';
import { extractiveSummary, selectSentences } from './extractive';
import { ARTICLE } from './test-support/fixtures';

describe('extractiveSummary', () => {
  const sentences = splitSentences(ARTICLE);

  it('answers one whole sentence of the input by default', () => {
    const summary = extractiveSummary(ARTICLE);
    expect(sentences).toContain(summary);
  });

  it('picks a central sentence, not a peripheral quote', () => {
    expect(extractiveSummary(ARTICLE)).not.toBe(sentences[3]);
  });

  it('answers n sentences in their original order, clamped to 1-4', () => {
    const picked = selectSentences(ARTICLE, 3);
    expect(picked).toHaveLength(3);
    expect(picked.map((s) => s.index)).toEqual([...picked.map((s) => s.index)].sort((a, b) => a - b));
    expect(selectSentences(ARTICLE, 9)).toHaveLength(4);
    expect(selectSentences(ARTICLE, 0)).toHaveLength(1);
    expect(extractiveSummary(ARTICLE, 2)).toBe(
      selectSentences(ARTICLE, 2)
        .map((s) => s.text)
        .join(' '),
    );
  });

  it('returns the whole text when it has fewer sentences than asked', () => {
    expect(extractiveSummary('صرف ایک جملہ ہے۔', 3)).toBe('صرف ایک جملہ ہے۔');
  });

  it('keeps the sentence count when headings and captions sit among the sentences', () => {
    const text = [
      'سیلاب کی تازہ صورتحال۔',
      'کراچی میں شدید بارش کے بعد سیلاب سے سڑکیں ڈوب گئیں اور شہر کا نظام درہم برہم ہو گیا۔',
      'امدادی ٹیمیں شہر پہنچ گئیں۔',
      'امدادی ٹیمیں۔',
      'ٹیمیں پہنچ گئیں۔',
      'محکمہ موسمیات کے مطابق کراچی میں بارش کے بعد سیلاب سے شہر کا نظام درہم برہم رہا اور سڑکیں ڈوب گئیں۔',
    ].join(' ');
    const all = splitSentences(text);
    // The fragments do not vote, so a full report is chosen, not the short relief line they echo.
    expect([all[1], all[5]]).toContain(extractiveSummary(text));
    for (const n of [1, 2, 3, 4]) {
      const picked = selectSentences(text, n);
      expect(picked).toHaveLength(n);
      for (const s of picked) expect(all).toContain(s.text);
    }
  });
});
