import { describe, expect, it } from 'vitest';
import { lineBoxFile, visualOrder } from './line-box';

describe('visualOrder', () => {
  it('reverses right-to-left text, keeping marks on their letters and digits in reading order', () => {
    expect(visualOrder('ab')).toEqual(['b', 'a']);
    expect(visualOrder('کُتا')).toEqual(['ا', 'ت', 'کُ']);
    expect(visualOrder('سال ۱۹۴۷ میں')).toEqual([...'ںیم', ' ', '۱', '۹', '۴', '۷', ' ', ...'لاس']);
    expect(visualOrder('(الف)')).toEqual(['(', 'ف', 'ل', 'ا', ')']);
  });
});

describe('lineBoxFile', () => {
  it('gives every unit the whole line and ends with a tab box', () => {
    expect(lineBoxFile('اب', 100, 40)).toBe('ب 0 0 100 40 0\nا 0 0 100 40 0\n\t 100 40 101 41 0\n');
  });
});
