import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window';

describe('pagerWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pagerWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres the current page in a window of five', () => {
    expect(pagerWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });
  it('clamps the window at both ends', () => {
    expect(pagerWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(99, 12)).toEqual([8, 9, 10, 11, 12]);
  });
  it('shows nothing without pages', () => {
    expect(pagerWindow(1, 0)).toEqual([]);
  });
});
