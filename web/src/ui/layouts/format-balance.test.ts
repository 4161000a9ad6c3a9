import { describe, expect, it } from 'vitest';
import { formatBalance } from './format-balance';

describe('formatBalance', () => {
  it('shows two to three decimals with thousands separators', () => {
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(30000)).toBe('30,000.00');
    expect(formatBalance(12.345)).toBe('12.345');
  });
  it('is empty when the balance could not be read', () => {
    expect(formatBalance(null)).toBe('');
  });
});
