import { describe, expect, it } from 'vitest';
import { CACHEABLE_WORD_LENGTH } from '../text';
import { stemCacheSize, stemWord } from './stem';

describe('stem cache', () => {
  it('remembers ordinary words but not hostile long ones', () => {
    const before = stemCacheSize();
    stemWord('کتابوں');
    expect(stemCacheSize()).toBe(before + 1);
    const long = 'ک'.repeat(CACHEABLE_WORD_LENGTH + 1);
    expect(stemWord(long)).toBe(stemWord(long));
    expect(stemCacheSize()).toBe(before + 1);
  });
});
