import { describe, expect, it } from 'vitest';
import { indexLexicon } from '../spell/lexicon';
import { CORRECT_BELOW_CONFIDENCE, correctLine, correctWord } from './lexicon-correction';
import { countConfusions, OcrChannel } from './ocr-channel';

/** A channel where the model often reads ح as ع and rarely anything else wrong. */
const channel = new OcrChannel(
  countConfusions([
    ...Array.from({ length: 20 }, () => ({ reference: 'حکومت کرتی ہے', reading: 'حکومت کرتی ہے' })),
    ...Array.from({ length: 5 }, () => ({ reference: 'حال', reading: 'عال' })),
  ]),
);
const models = {
  lexicon: indexLexicon(Object.entries({ حکومت: 1_000_000, کتاب: 500_000, حال: 800_000 })),
  channel,
};

describe('correctWord', () => {
  it('replaces an unsure reading outside the lexicon by the word the model most likely misread', () => {
    expect(correctWord({ text: 'عکومت', confidence: 60 }, models)).toBe('حکومت');
  });

  it('keeps punctuation read around the word', () => {
    expect(correctWord({ text: '(عکومت۔', confidence: 60 }, models)).toBe('(حکومت۔');
  });

  it('leaves sure readings, lexicon words, short words and vowelled words as read', () => {
    expect(correctWord({ text: 'عکومت', confidence: CORRECT_BELOW_CONFIDENCE }, models)).toBe('عکومت');
    expect(correctWord({ text: 'کتاب', confidence: 10 }, models)).toBe('کتاب');
    expect(correctWord({ text: 'عال', confidence: 10 }, models)).toBe('عال');
    expect(correctWord({ text: 'عُکومت', confidence: 10 }, models)).toBe('عُکومت');
  });

  it('keeps a reading that no likely misreading of a lexicon word explains (a name)', () => {
    // Two unseen confusions away from کتاب: cheaper to believe the model read a rare word right.
    expect(correctWord({ text: 'کناٹ', confidence: 40 }, models)).toBe('کناٹ');
  });

  it('corrects with the shipped lexicon and confusion table', () => {
    // Engine readings of held-out lines (dev): the model misread one letter of each.
    expect(correctWord({ text: 'یونیورٹی', confidence: 44 })).toBe('یونیورسٹی');
    expect(correctWord({ text: 'کتاہیں', confidence: 71 })).toBe('کتابیں');
    expect(
      correctLine([
        { text: 'ایکسپریں', confidence: 83 },
        { text: 'سے', confidence: 96 },
      ]),
    ).toBe('ایکسپریس سے');
  });
});
