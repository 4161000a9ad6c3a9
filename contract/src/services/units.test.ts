import { describe, expect, it } from 'vitest';
import { countCharacters, countWords } from './units';

/** The definition the one-pass count must agree with. */
function splitCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

describe('countWords', () => {
  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t\u00a0 '],
    ['one word', 'پاکستان'],
    ['Urdu sentence', 'پاکستان کے لوگ محنتی ہیں۔'],
    ['leading, trailing and repeated whitespace', '\n  لفظ \t\t لفظ  \r\n لفظ   '],
    ['no-break, ideographic and line-separator spaces', 'ا\u00a0ب\u3000ج\u2028د\ufeffه'],
    ['zero-width non-joiner is not a space', 'ایک\u200cلفظ'],
    ['astral characters', '😀 😀😀  😀'],
  ])('%s: the same as splitting the trimmed text on whitespace', (_, text) => {
    expect(countWords(text)).toBe(splitCount(text));
  });

  it('counts 50 words', () => {
    expect(countWords(Array.from({ length: 50 }, () => 'لفظ').join(' '))).toBe(50);
  });
});

describe('countCharacters', () => {
  it.each([
    ['empty', ''],
    ['Urdu', 'پاکستان کے لوگ'],
    ['astral characters', '😀a😀😀'],
    ['lone high surrogate at the end', 'ab\ud83d'],
    ['lone low surrogate', '\ude00ab'],
    ['two high surrogates then a low one', '\ud83d\ud83d\ude00'],
    ['reversed pair', '\ude00\ud83d'],
  ])('%s: the number of code points the string iterator yields', (_, text) => {
    expect(countCharacters(text)).toBe([...text].length);
  });
});
