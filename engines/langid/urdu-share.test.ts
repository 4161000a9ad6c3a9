import { describe, expect, it } from 'vitest';
import { classifySentence, urduShare, warmUpLid } from './index';

describe('urduShare', () => {
  it('scores Urdu-script text as Urdu', async () => {
    const r = await urduShare('میں کل اپنے دوست کے ساتھ بازار گیا تھا۔ وہاں بہت رش تھا۔');
    expect(r.score).toBe(1);
    expect(r.sentences).toHaveLength(2);
    expect(r.sentences.every((s) => s.language === 'ur')).toBe(true);
  });

  it('scores English text as not Urdu', async () => {
    const r = await urduShare('The weather in Lahore was pleasant today, and the markets were busy.');
    expect(r.score).toBe(0);
    expect(r.languages.en).toBe(1);
  });

  it('counts Roman Urdu as Urdu', async () => {
    const s = await classifySentence('mein kal apne dost ke sath bazaar gaya tha');
    expect(s.language).toBe('ur-Latn');
    expect(s.urdu).toBe(true);
  });

  it('gives the letter share of a mixed document, two decimals', async () => {
    const urdu = 'پاکستان کا دارالحکومت اسلام آباد ہے۔';
    const english = 'The capital of Pakistan is Islamabad.';
    const r = await urduShare(`${urdu}\n${english}`);
    expect(r.score).toBeGreaterThan(0.3);
    expect(r.score).toBeLessThan(0.7);
    expect(Math.round(r.score * 100) / 100).toBe(r.score);
    expect(r.sentences.map((s) => s.language)).toEqual(['ur', 'en']);
  });

  it('tells Persian, Arabic and Gurmukhi Punjabi from Urdu', async () => {
    expect((await classifySentence('این کتاب را دیروز از کتابخانه گرفتم و خواندم.')).language).toBe('fa');
    expect((await classifySentence('ذهبت إلى المكتبة في الصباح لقراءة الكتب الجديدة.')).language).toBe('ar');
    expect((await classifySentence('ਮੈਂ ਕੱਲ੍ਹ ਆਪਣੇ ਦੋਸਤ ਨਾਲ ਬਾਜ਼ਾਰ ਗਿਆ ਸੀ।')).language).toBe('pa');
  });

  it('tells Shahmukhi Punjabi by its own words', async () => {
    const s = await classifySentence('میں کل اپنے دوست نال بازار گیا سی تے اوتھے بڑا رش سی۔');
    expect(s.language).toBe('pnb');
  });

  it('returns 0 for text without letters', async () => {
    expect((await urduShare('123 456 !!!')).score).toBe(0);
    expect((await urduShare('')).score).toBe(0);
  });

  it('warms up fastText and both committed models', async () => {
    await expect(warmUpLid()).resolves.toBeUndefined();
  });
});
