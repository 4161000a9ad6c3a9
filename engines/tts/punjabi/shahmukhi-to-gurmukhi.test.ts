import { describe, expect, it } from 'vitest';
import { hasShahmukhi, punjabiScript } from './scripts';
import { shahmukhiToGurmukhi } from './shahmukhi-to-gurmukhi';

describe('shahmukhiToGurmukhi', () => {
  it.each([
    ['پنجابی', 'ਪੰਜਾਬੀ'],
    ['بولی', 'ਬੋਲੀ'],
    ['ماں', 'ਮਾਂ'],
    ['کھا', 'ਖਾ'],
    ['گھر', 'ਘਰ'],
    ['پڑھ', 'ਪੜ੍ਹ'],
    ['پیار', 'ਪਿਆਰ'],
    ['نوں', 'ਨੂੰ'],
    ['آ', 'ਆ'],
    ['اج', 'ਅਜ'],
    ['گئی', 'ਗਈ'],
    ['پتہ', 'ਪਤਾ'],
    ['پاݨی', 'ਪਾਣੀ'],
    ['جاؤ', 'ਜਾਓ'],
  ])('%s -> %s', (shahmukhi, gurmukhi) => {
    expect(shahmukhiToGurmukhi(shahmukhi)).toBe(gurmukhi);
  });

  it('writes the addak before a doubled consonant and converts punctuation', () => {
    expect(shahmukhiToGurmukhi('بچّے۔')).toBe('ਬੱਚੇ।');
  });

  it('leaves no Perso-Arabic letter behind in ordinary text', () => {
    const out = shahmukhiToGurmukhi('سانوں اپنی بولی تے مان اے، تسیں کیویں ہو؟ ۓ ء ؤ');
    expect(hasShahmukhi(out)).toBe(false);
  });
});

describe('punjabiScript', () => {
  it('tells the scripts apart by letter counts', () => {
    expect(punjabiScript('ਪੰਜਾਬੀ ਬੋਲੀ')).toBe('gurmukhi');
    expect(punjabiScript('پنجابی بولی')).toBe('shahmukhi');
    expect(punjabiScript('123')).toBe('other');
  });
});
