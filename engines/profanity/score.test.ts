import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadProfanityLexicon, profanityScore } from './index';
import { entryForms } from './training/urdu-forms';
import { urduKey } from './word-keys';

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

  it('combines distinct entries as a noisy-OR, each entry once, rounded to two decimals', () => {
    const one = profanityScore('وہ کمینہ ہے');
    const twice = profanityScore('وہ کمینہ ہے، کمینہ');
    expect(twice.score).toBe(one.score);
    const two = profanityScore('جاہل اور کمینہ');
    const [a, b] = two.hits.map((h) => h.weight) as [number, number];
    expect(two.score).toBe(Math.round((1 - (1 - a) * (1 - b)) * 100) / 100);
  });

  it('raises contempt aimed at a person or group, and never scores the target word', () => {
    expect(profanityScore('ملک میں نفرت بڑھ رہی ہے').score).toBeLessThan(0.5);
    expect(profanityScore('یہ ٹولہ ہر شہر میں نفرت بوتا ہے').score).toBeGreaterThanOrEqual(0.5);
    expect(profanityScore('یہ ٹولہ بہت محنتی ہے').score).toBe(0);
    expect(profanityScore('تم لوگ ہمارے مہمان ہو').score).toBe(0);
  });

  it('matches careless spellings and elongation but not the common words they resemble', () => {
    expect(profanityScore('وہ گاندو ہے').score).toBeGreaterThanOrEqual(0.5);
    expect(profanityScore('الو کا پٹھہ').score).toBeGreaterThanOrEqual(0.5);
    expect(profanityScore('کمیییینہ').score).toBe(profanityScore('کمینہ').score);
    expect(profanityScore('دکان بند ہے').score).toBe(0);
    expect(profanityScore('اسے یاد دلا دو').score).toBe(0);
  });

  it('aims a word at the addressee after a vocative or before "کہیں کا"', () => {
    // جاہل weighs less alone than aimed at someone.
    const alone = profanityScore('یہ بات جاہل ہے').score;
    expect(profanityScore('او جاہل یہ بات سن').score).toBeGreaterThan(alone);
    expect(profanityScore('جاہل کہیں کا').score).toBeGreaterThan(alone);
    expect(profanityScore('جاہل کہیں نہیں').score).toBe(alone);
  });

  it('reads "offspring of X" as an insult but not X\'s young ones alone', () => {
    expect(profanityScore('سور کی اولاد').score).toBeGreaterThanOrEqual(0.8);
    expect(profanityScore('گدھے کے بچے').score).toBeGreaterThan(profanityScore('گدھے').score);
    expect(profanityScore('کتے دا پتر').score).toBeGreaterThanOrEqual(0.8);
  });

  it('reads an imperative call to kill someone as abuse whoever is named', () => {
    // شہریوں is no target word (nor would an identity group be): the call carries the weight.
    expect(profanityScore('سب شہریوں کو مار دو').score).toBeGreaterThanOrEqual(0.5);
    expect(profanityScore('پولیس نے بتایا کہ اسے مار دیا گیا').score).toBeLessThan(0.5);
  });

  it('reads "to make a fool of" as no insult and skips Arabic quotations with harakat', () => {
    expect(profanityScore('انہوں نے عوام کو بیوقوف بنایا').score).toBeLessThan(0.5);
    expect(profanityScore('لَنْ تَنَالُوا الْبِرَّ').score).toBe(0);
  });

  it('never lists identity-group words', () => {
    const lex = loadProfanityLexicon();
    for (const w of ['hindu', 'muslim', 'sikh', 'isai', 'yahudi', 'shia', 'ahmadi', 'hijra', 'pathan']) {
      expect(lex.roman.has(w)).toBe(false);
    }
    const notProfane = readFileSync(new URL('./data/not-profane.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .flatMap((l) => l.split(/\s+/))
      .filter((w) => w && !/^[a-z]+$/i.test(w));
    expect(notProfane.length).toBeGreaterThan(50);
    for (const w of notProfane) expect(lex.urdu.has(urduKey(w)), w).toBe(false);
    expect(profanityScore('hindu muslim sikh isai sab bhai hain').score).toBe(0);
    expect(profanityScore('سکھ برادری کے لوگ اور عیسائی شہری').score).toBe(0);
  });
});

describe('entryForms', () => {
  it('inflects the last word by its class and writes compounds apart and together', () => {
    expect(entryForms('کمینہ', 'a')).toEqual(expect.arrayContaining(['کمینہ', 'کمینے', 'کمینی', 'کمینوں']));
    expect(entryForms('جاہل', 'c')).toEqual(['جاہل', 'جاہلوں', 'جاہلو']);
    expect(entryForms('بے غیرت', '-')).toEqual(expect.arrayContaining(['بے غیرت', 'بےغیرت', 'بیغیرت']));
    expect(entryForms('بیوقوف بنا', 'v')).toContain('بیوقوف بنایا');
    expect(entryForms('جان سے مار', 'v')).toEqual(expect.arrayContaining(['جان سے ماروں', 'جان سے مارونگا']));
    expect(entryForms('کتے', 'o')).toEqual(
      expect.arrayContaining(['کتے کی اولاد', 'کتے کی نسل', 'کتے دا پتر']),
    );
    expect(entryForms('کتے', 'o')).not.toContain('کتے');
  });
});
