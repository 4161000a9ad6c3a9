import { describe, expect, it } from 'vitest';
import { estimateLinePitch } from './line-pitch';

/** A row profile with `ink` in rows [top, bottom) of each given band. */
function profile(height: number, bands: Array<[number, number, number]>): Float64Array {
  const rows = new Float64Array(height);
  for (const [top, bottom, ink] of bands) rows.fill(ink, top, bottom);
  return rows;
}

describe('estimateLinePitch', () => {
  it('finds the spacing of evenly set lines', () => {
    const bands = [0, 1, 2, 3, 4].map((k): [number, number, number] => [20 + 75 * k, 50 + 75 * k, 300]);
    const pitch = estimateLinePitch(profile(420, bands), 30);
    expect(pitch).not.toBeNull();
    expect(Math.abs((pitch as number) - 75)).toBeLessThanOrEqual(3);
  });

  it('is not fooled into twice the pitch by long lines alternating with short ones', () => {
    // By raw ink the profile repeats every other line (300, 20, 300, 20, 300): every row that
    // holds text must count alike.
    const bands = [0, 1, 2, 3, 4].map((k): [number, number, number] => [
      20 + 51 * k,
      45 + 51 * k,
      k % 2 === 0 ? 300 : 20,
    ]);
    const pitch = estimateLinePitch(profile(300, bands), 30);
    expect(Math.abs((pitch as number) - 51)).toBeLessThanOrEqual(3);
  });

  it('gives no pitch for a blank page', () => {
    expect(estimateLinePitch(new Float64Array(200), 30)).toBeNull();
  });
});
