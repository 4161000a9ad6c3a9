import { describe, expect, it } from 'vitest';
import { loadProfanityLexicon, profanityScore } from './index';

describe('profanityScore', () => {
  it('gives 0 to clean Urdu and Roman Urdu text', () => {
    expect(profanityScore('آج موسم بہت اچھا ہے اور ہم پارک جا رہے ہیں۔').score).toBe(0);
    expect(profanityScore('aaj mausam bohat acha hai').score).toBe(0);
  });

  it('scores Urdu-script abuse, phrases counted once', () => {
    const r = profanityScore('تم بے غیرت اور کمینے ہو');
    expect(r.hits.map((h) => h.text)).toEqual(['بے غیرت', 'کمینے']);
    expect(r.score).toBeGreaterThanOrEqual(0.5);
  });

  it('scores Roman Urdu abuse whatever the spelling of repeated letters', () => {
    const a = profanityScore('tu harami hai');
    const b = profanityScore('tu HARAAAMI hai');
    expect(a.score).toBeGreaterThanOrEqual(0.5);
    expect(b.score).toBe(a.score);
  });

  it('combines hits as a noisy-OR and rounds to two decimals', () => {
    const r = profanityScore('کمینے کمینے');
    const w = r.hits[0]?.weight ?? 0;
    expect(r.score).toBe(Math.round((1 - (1 - w) ** 2) * 100) / 100);
  });

  it('never lists identity-group words', () => {
    const lex = loadProfanityLexicon();
    for (const w of ['hindu', 'muslim', 'sikh', 'isai', 'yahudi', 'shia', 'ahmadi', 'hijra', 'pathan']) {
      expect(lex.roman.has(w)).toBe(false);
    }
    for (const w of ['ہندو', 'مسلمان', 'یہودی', 'عیسائی', 'شیعہ', 'احمدی', 'ہیجڑا'])
      expect(lex.urdu.has(w)).toBe(false);
    expect(profanityScore('hindu muslim sikh isai sab bhai hain').score).toBe(0);
  });
});
