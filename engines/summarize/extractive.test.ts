import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text';
import { extractiveSummary, selectSentences } from './extractive';
import { ARTICLE } from './fixtures';

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
});
