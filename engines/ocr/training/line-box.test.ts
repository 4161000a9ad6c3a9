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
  it('gives every unit the ink box (y from the bottom) and ends with a tab box', () => {
    const box = lineBoxFile('اب', 40, { left: 5, top: 8, right: 95, bottom: 30 });
    expect(box).toBe('ب 5 10 95 32 0\nا 5 10 95 32 0\n\t 95 10 96 32 0\n');
  });
});
