import { describe, expect, it } from 'vitest';
import { isVowelled, PageLineTallies } from './page-line-tallies';

describe('isVowelled', () => {
  it('tells a vowelled quotation from Urdu prose with a stray mark', () => {
    expect(isVowelled('إِلاَّ مَنْ أَمَرَ بِصَدَقَةٍ')).toBe(true);
    expect(isVowelled('ہیں اِشارہ کرنا۔')).toBe(false);
  });
});

describe('PageLineTallies', () => {
  it('scores each line of a page read with its line count, and the rest apart', () => {
    const tallies = new PageLineTallies();
    tallies.add('naskh', ['ab', 'cd'], 'ab\nxd', ['ab', 'cd']);
    tallies.add('naskh', ['ef', 'gh'], 'efgh', ['ef', 'gh']);
    const output = tallies.table();
    expect(output).toContain('| naskh lines without vowel marks | 2 | 4 | 25.0% | 0.0% |');
    expect(output).toContain('| naskh lines of pages read with another line count | 2 | 4 | 100.0% | 0.0% |');
  });
});
