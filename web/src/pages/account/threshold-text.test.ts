import { describe, expect, it } from 'vitest';
import { thresholdOf } from './threshold-text';

describe('thresholdOf', () => {
  it('reads PKR as people type it, empty as no mail', () => {
    expect(thresholdOf('500')).toBe(500);
    expect(thresholdOf(' 1,500.25 ')).toBe(1500.25);
    expect(thresholdOf('0')).toBe(0);
    expect(thresholdOf('10,000,000')).toBe(10_000_000);
    expect(thresholdOf('')).toBeNull();
    expect(thresholdOf('   ')).toBeNull();
  });

  it('refuses negatives, more than three decimals, words and amounts over the maximum', () => {
    for (const text of ['-5', '1.2345', 'abc', '10,000,000.001', '1e3', '٥٠٠']) {
      expect(thresholdOf(text), text).toBeUndefined();
    }
  });
});
