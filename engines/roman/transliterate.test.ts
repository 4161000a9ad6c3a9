import { describe, expect, it } from 'vitest';
import { editDistance } from '../text/training/edit-distance';
import { spellByRules } from './fallback-rules';
import {
  MAX_DECODED_LETTERS,
  ROMAN_MAX_CHARS,
  romanToUrdu,
  transliterateText,
  transliterateWord,
} from './index';

describe('romanToUrdu', () => {
  it('writes common Roman Urdu sentences in Urdu script', () => {
    expect(romanToUrdu('mera naam Ali hai')).toBe('میرا نام علی ہے');
    expect(romanToUrdu('pakistan')).toBe('پاکستان');
  });

  it('maps punctuation, keeps digits and Urdu script as they are', () => {
    const out = romanToUrdu('kya haal hai? 2024 mein. ٹھیک');
    expect(out).toContain('؟');
    expect(out).toContain('2024');
    expect(out).toContain('۔');
    expect(out.endsWith('ٹھیک')).toBe(true);
    expect(out).not.toMatch(/[a-z]/i);
  });

  it('refuses more than 100 characters', () => {
    expect(() => romanToUrdu('a'.repeat(ROMAN_MAX_CHARS + 1))).toThrow(/limit of 100 characters/);
    expect(() => romanToUrdu('a '.repeat(ROMAN_MAX_CHARS / 2))).not.toThrow();
  });

  it('spells words it has never seen', () => {
    const out = transliterateText('zxqv');
    expect(out.length).toBeGreaterThan(0);
    expect(out).not.toMatch(/[a-z]/);
  });
});

describe('helpers', () => {
  it('letter rules cover every Latin letter', () => {
    expect(spellByRules('xyz')).toBe('کسیز');
    expect(spellByRules('khana')).toBe('خنا');
  });

  it('edit distance', () => {
    expect(editDistance('کتاب', 'کتب')).toBe(1);
    expect(editDistance('', 'ab')).toBe(2);
  });
});

describe('missing model', () => {
  it('is reported as engine_unavailable', async () => {
    const { loadRomanModel } = await import('./model');
    expect(() => loadRomanModel('/nonexistent/roman-model.json.gz')).toThrow(
      expect.objectContaining({ code: 'engine_unavailable' }),
    );
  });
});

describe('long Roman words', () => {
  it('spells a word longer than MAX_DECODED_LETTERS by the letter rules, in time linear in it', () => {
    const word = 'a'.repeat(3000);
    expect(transliterateWord(word)).toBe(spellByRules(word));
    const runTogether = 'meranaamalihaiaurmainlahoremeinrehtahoon';
    expect(transliterateText(runTogether)).toBe(spellByRules(runTogether));
  });

  it('decodes words up to MAX_DECODED_LETTERS', () => {
    const longest = 'bahutkhoobsooratpakistan';
    expect(longest).toHaveLength(MAX_DECODED_LETTERS);
    expect(transliterateWord(longest)).not.toBe(spellByRules(longest));
    expect(transliterateWord('pakistan')).toBe('پاکستان');
  });
});
