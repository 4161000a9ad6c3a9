import { describe, expect, it } from 'vitest';
import { textSummary } from './types';

/** The definition the fast path must agree with: whole text on one line, first 80 characters. */
function naive(text: string, max = 80): string {
  const chars = [...text.replace(/\s+/gu, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('')}…`;
}

describe('textSummary', () => {
  it.each([
    ['short', 'پاکستان کے لوگ'],
    ['exactly 80', 'ا'.repeat(80)],
    ['long Urdu', 'پاکستان کے لوگ محنتی ہیں۔ '.repeat(200)],
    ['leading and inner whitespace', `\n\n   ${'لفظ   \t'.repeat(100)}`],
    ['whitespace only beyond the prefix', `${'ب '.repeat(30)}${' '.repeat(5000)}ج`],
    ['astral characters', '😀'.repeat(300)],
    ['a space right after the 80th character', `${'ا'.repeat(80)} ب`],
    ['trailing whitespace after 80 characters', `${'ا'.repeat(80)}  \n `],
    ['79 characters, a space, one more', `${'ا'.repeat(79)} ب`],
    ['no-break and ideographic spaces', `ا\u00a0\u3000ب\u2028ج\ufeff`],
    ['empty', ''],
  ])('%s: the same as summarising the whole text', (_, text) => {
    expect(textSummary(text)).toBe(naive(text));
  });
});
