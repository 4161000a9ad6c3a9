import { describe, expect, it } from 'vitest';
import { classifySentence } from './index';
import { arabicWordKeys, loadPunjabiUrduScorer } from './punjabi-urdu';

// Sentence pairs written for this test (Punjabi, then the same in Urdu), not taken from any
// evaluation set.
const PAIRS: [string, string][] = [
  ['ساڈے گھر وچ چار کمرے نیں۔', 'ہمارے گھر میں چار کمرے ہیں۔'],
  ['تسیں کتھے رہندے او تے کی کم کردے او؟', 'آپ کہاں رہتے ہیں اور کیا کام کرتے ہیں؟'],
  ['بچیاں نوں سکول جانا چاہیدا اے۔', 'بچوں کو اسکول جانا چاہیے۔'],
];

describe('Punjabi-versus-Urdu model', () => {
  const scorer = loadPunjabiUrduScorer();

  it('compares words without diacritics and skips other scripts', () => {
    expect(arabicWordKeys('وِّچ file نُوں، 12')).toEqual(['وچ', 'نوں']);
  });

  it('leans Urdu on Urdu and rates each Punjabi sentence above its Urdu translation', () => {
    for (const [pnb, ur] of PAIRS) {
      expect(scorer.score(ur).perWord).toBeLessThan(0);
      expect(scorer.score(pnb).perWord).toBeGreaterThan(scorer.score(ur).perWord);
    }
  });

  it('labels the Punjabi sentences pnb and the Urdu ones ur', async () => {
    for (const [pnb, ur] of PAIRS) {
      expect((await classifySentence(pnb)).language).toBe('pnb');
      expect((await classifySentence(ur)).language).toBe('ur');
    }
  });

  it('takes ݨ as Punjabi', async () => {
    expect((await classifySentence('اوہ پاݨی پیندا رہیا')).language).toBe('pnb');
  });

  it('keeps short titles Urdu', async () => {
    expect((await classifySentence('ویہڑا')).language).toBe('ur');
  });
});
