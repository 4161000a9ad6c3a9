import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image';
import { segmentLines } from './segment-lines';

/** A white page with black rectangles at the given row ranges. */
function page(width: number, height: number, inked: Array<[number, number, number?]>): GrayImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [top, bottom, right = width - 10] of inked) {
    for (let y = top; y < bottom; y += 1) pixels.fill(0, y * width + 10, y * width + right);
  }
  return { width, height, pixels };
}

describe('segmentLines', () => {
  it('finds one band for a single line', () => {
    const bands = segmentLines(page(400, 100, [[30, 70]]), 30);
    expect(bands).toHaveLength(1);
    expect(bands[0]?.top).toBeLessThanOrEqual(30);
    expect(bands[0]?.bottom).toBeGreaterThanOrEqual(70);
  });

  it('splits a page into its lines, top to bottom', () => {
    const bands = segmentLines(
      page(400, 300, [
        [20, 70],
        [120, 170],
        [220, 270],
      ]),
      30,
    );
    expect(bands).toHaveLength(3);
    expect(bands.map((b) => b.top < b.bottom)).toEqual([true, true, true]);
    expect(bands[0]!.bottom).toBeLessThanOrEqual(bands[1]!.top);
  });

  it('joins a thin band of dots to the nearest line instead of reading it alone', () => {
    // A line at 100-150 with a dot row at 86-90 just above it, and a second line far below.
    const bands = segmentLines(
      page(400, 300, [
        [100, 150],
        [86, 90, 40],
        [220, 270],
      ]),
      30,
    );
    expect(bands).toHaveLength(2);
    expect(bands[0]!.top).toBeLessThanOrEqual(86);
  });

  it('finds nothing on a blank page', () => {
    expect(segmentLines(page(100, 100, []), 30)).toEqual([]);
  });
});
