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

// Shahmukhi prose written for this test (news, talk, literature), and Urdu prose of the same kinds.
const SHAHMUKHI_PROSE = [
  'پنجاب سرکار نے اعلان کیتا اے کہ اگلے ہفتے توں سکول کھل جان گے۔',
  'ایس سال کنک دی فصل بہت چنگی ہوئی اے۔',
  'میرا ویر لہور وچ نوکری کردا اے تے ہر مہینے گھر پیسے گھلدا اے۔',
  'وارث شاہ دی ہیر پنجابی ادب دا اک وڈا شاہکار اے۔',
  'مینوں تیری بہت یاد آؤندی اے۔',
  'کل رات بہت مینہ پیا تے گلیاں وچ پانی بھر گیا۔',
  'ڈاکٹر نے آکھیا کہ تینوں آرام کرنا چاہیدا اے۔',
  'اج کل مہنگائی بہت ودھ گئی اے۔',
  'اوہدی دھی ڈاکٹری پڑھ رہی اے۔',
  'ایس شہر دیاں سڑکاں بہت ٹٹیاں ہوئیاں نیں۔',
];
const URDU_PROSE = [
  'پنجاب حکومت نے اعلان کیا ہے کہ اگلے ہفتے سے اسکول کھل جائیں گے۔',
  'اس سال گندم کی فصل بہت اچھی ہوئی ہے۔',
  'میرا بھائی لاہور میں نوکری کرتا ہے اور ہر مہینے گھر پیسے بھیجتا ہے۔',
  'غالب کی غزلیں اردو ادب کا ایک بڑا سرمایہ ہیں۔',
  'مجھے تمہاری بہت یاد آتی ہے۔',
  'کل رات بہت بارش ہوئی اور گلیوں میں پانی بھر گیا۔',
  'ڈاکٹر نے کہا کہ تمہیں آرام کرنا چاہیے۔',
  'آج کل مہنگائی بہت بڑھ گئی ہے۔',
  'اس کی بیٹی ڈاکٹری پڑھ رہی ہے۔',
  'اس شہر کی سڑکیں بہت ٹوٹی ہوئی ہیں۔',
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

  it('tells Shahmukhi prose from Urdu prose (at most one miss in ten each)', async () => {
    const labels = async (xs: string[]) =>
      Promise.all(xs.map(async (x) => (await classifySentence(x)).language));
    expect((await labels(SHAHMUKHI_PROSE)).filter((l) => l === 'pnb').length).toBeGreaterThanOrEqual(9);
    expect((await labels(URDU_PROSE)).filter((l) => l === 'ur').length).toBeGreaterThanOrEqual(9);
  });

  it('takes ݨ as Punjabi', async () => {
    expect((await classifySentence('اوہ پاݨی پیندا رہیا')).language).toBe('pnb');
  });

  it('keeps short titles Urdu', async () => {
    expect((await classifySentence('ویہڑا')).language).toBe('ur');
  });
});
