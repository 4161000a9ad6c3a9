import { describe, expect, it } from 'vitest';
import { characterErrorRate } from './cer';

describe('characterErrorRate', () => {
  it('ignores punctuation, diacritics and Arabic letter variants', () => {
    expect(characterErrorRate('پاکستان، زِندہ باد!', 'پاكستان زندہ باد')).toEqual({ edits: 0, length: 16 });
  });

  it('counts substitutions, insertions and deletions', () => {
    expect(characterErrorRate('کتاب', 'کتب').edits).toBe(1);
    expect(characterErrorRate('کتاب', 'کتابیں').edits).toBe(2);
  });
});
