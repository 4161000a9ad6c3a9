import { describe, expect, it } from 'vitest';
import { editDistance } from '../../text/training/edit-distance';
import { ErrorTally } from './error-rates';

describe('error rates', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance([...'کتاب'], [...'کتاب'])).toBe(0);
    expect(editDistance([...'کتاب'], [...'کتب'])).toBe(1);
    expect(editDistance([...'abc'], [...'xabcy'])).toBe(2);
    expect(editDistance([], [...'ab'])).toBe(2);
  });

  it('sums over lines before dividing', () => {
    const tally = new ErrorTally();
    tally.add('ایک دو', 'ایک دو');
    tally.add('تین چار', 'تین چا');
    expect(tally.chars).toBe(13);
    expect(tally.charErrors).toBe(1);
    expect(tally.cer).toBeCloseTo(1 / 13);
    expect(tally.wer).toBeCloseTo(1 / 4);
  });
});
