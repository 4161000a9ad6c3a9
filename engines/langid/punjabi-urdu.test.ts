import { describe, expect, it } from 'vitest';
import { classifySentence } from './index';
import { arabicWordKeys, loadPunjabiUrduScorer, withoutAbbreviations } from './punjabi-urdu';
import { urduToPunjabi } from './training/urdu-to-punjabi';

// Sentence pairs written for this test (Punjabi, then the same in Urdu), not taken from any
// evaluation set.
const PAIRS: [string, string][] = [
  ['ساڈے گھر وچ چار کمرے نیں۔', 'ہمارے گھر میں چار کمرے ہیں۔'],
  ['تسیں کتھے رہندے او تے کی کم کردے او؟', 'آپ کہاں رہتے ہیں اور کیا کام کرتے ہیں؟'],
  ['بچیاں نوں سکول جانا چاہیدا اے۔', 'بچوں کو اسکول جانا چاہیے۔'],
  ['مینوں پنجابی بولنی چنگی لگدی اے۔', 'مجھے پنجابی بولنا اچھا لگتا ہے۔'],
  ['کڑیاں گیت گا رہیاں سن', 'لڑکیاں گیت گا رہی تھیں'],
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

  it('leaves spelt-out abbreviations out', async () => {
    expect(withoutAbbreviations(['بی', 'بی', 'سی', 'دی', 'رپورٹ'])).toEqual(['دی', 'رپورٹ']);
    expect((await classifySentence('ٹی وی پر آج رات کی خبریں')).language).toBe('ur');
  });

  it('rewrites Urdu grammar into Punjabi for training', () => {
    expect(urduToPunjabi('وہ روز کام کرتا ہے۔')).toBe('اوہ روز کام کردا اے۔');
    expect(urduToPunjabi('بچے گھر میں کھیلتے تھے')).toBe('بچے گھر وچ کھیلدے سن');
  });

  it('takes ݨ as Punjabi', async () => {
    expect((await classifySentence('اوہ پاݨی پیندا رہیا')).language).toBe('pnb');
  });

  it('keeps short titles Urdu', async () => {
    expect((await classifySentence('ویہڑا')).language).toBe('ur');
  });
});
