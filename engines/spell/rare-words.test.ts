import { describe, expect, it } from 'vitest';
import { checkSpelling } from './check';
import { lexicon } from './lexicon';
import { likelierInContext } from './rare-words';

describe('a rare lexicon word that is a typo of a frequent one', () => {
  it('is in the lexicon, so only context can catch it', () => {
    expect(lexicon().freq.get('نہین')).toBe(1);
    expect(lexicon().freq.get('سمبر')).toBe(1);
  });

  it('is marked where the frequent word fits the neighbours, with that word suggested first', () => {
    const result = checkSpelling('یہ ممکن نہین ہے۔');
    const misspelt = 'نہین';
    expect(result.suggestions[misspelt]?.[0]).toBe('نہیں');
    expect(result.markup).toContain('data-word="نہین"');
    const month = 'سمبر';
    expect(checkSpelling('یکم سمبر کو اجلاس ہوا۔').suggestions[month]?.slice(0, 5)).toContain('ستمبر');
  });

  it('is left alone without neighbours that speak for the other word', () => {
    expect(likelierInContext('نہین', null, null)).toEqual([]);
    expect(checkSpelling('نہین').suggestions).toEqual({});
  });

  it('never touches a frequent word', () => {
    expect(likelierInContext('نہیں', 'ممکن', 'ہے')).toEqual([]);
    expect(checkSpelling('یہ ممکن نہیں ہے۔').suggestions).toEqual({});
  });
});
