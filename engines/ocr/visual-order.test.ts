import { describe, expect, it } from 'vitest';
import { visualOrder } from './visual-order';

const reversed = (text: string) => Array.from(text).reverse().join('');

describe('visualOrder', () => {
  it('reverses right-to-left text, character by character', () => {
    expect(visualOrder('اب ج')).toBe(reversed('اب ج'));
  });

  it('keeps runs of digits and Latin in their order, and places them as a typeset line would', () => {
    expect(visualOrder('سن 2024 میں')).toBe(`${reversed(' میں')}2024${reversed('سن ')}`);
    expect(visualOrder('یہ ABC ہے')).toBe(`${reversed(' ہے')}ABC${reversed('یہ ')}`);
    expect(visualOrder('۱۲۳')).toBe('۱۲۳');
  });

  it('leaves an empty line empty', () => {
    expect(visualOrder('')).toBe('');
  });
});
