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

  it('joins a band of sparse ascenders, cut off by a light gap, to the line below', () => {
    // Thin upright strokes (3 px wide every 40 px) at rows 40-80 above a line at 82-130: the band
    // is taller than a dot row, but its densest row is inked over a tenth of its width at most.
    const image = page(400, 200, [[82, 130]]);
    for (let x = 20; x < 380; x += 40) {
      for (let y = 40; y < 80; y += 1) image.pixels.fill(0, y * 400 + x, y * 400 + x + 3);
    }
    const bands = segmentLines(image, 60);
    expect(bands).toHaveLength(1);
    expect(bands[0]!.top).toBeLessThanOrEqual(40);
  });

  it('keeps lines of sparse strokes apart when no dense line is beside them', () => {
    const image = page(400, 300, []);
    for (const top of [40, 180]) {
      for (let x = 20; x < 380; x += 40) {
        for (let y = top; y < top + 60; y += 1) image.pixels.fill(0, y * 400 + x, y * 400 + x + 3);
      }
    }
    expect(segmentLines(image, 60)).toHaveLength(2);
  });

  it('keeps a short line of low letters, well apart from its neighbours, as a line', () => {
    // Lines at 20-70 and 160-210; between them a one-word line 15 rows high (under the 18-row
    // height of a line at em 40) that stands 35-40 rows from both.
    const bands = segmentLines(
      page(400, 240, [
        [20, 70],
        [110, 125, 80],
        [160, 210],
      ]),
      40,
    );
    expect(bands).toHaveLength(3);
    expect(bands[1]!.top).toBeLessThanOrEqual(110);
    expect(bands[1]!.bottom).toBeGreaterThanOrEqual(125);
  });

  it('joins the cut-off top of a tall letter to its line', () => {
    // A stroke 15 columns wide at rows 40-70 (taller than a mark at em 40), two rows above a line
    // at 72-120: a piece of one letter, not a line.
    const image = page(400, 160, [[72, 120]]);
    for (let y = 40; y < 70; y += 1) image.pixels.fill(0, y * 400 + 200, y * 400 + 215);
    const bands = segmentLines(image, 40);
    expect(bands).toHaveLength(1);
    expect(bands[0]!.top).toBeLessThanOrEqual(40);
  });

  it("joins a short line's cut-off top to it by the page's line pitch", () => {
    // Four lines at a pitch of 75 rows (2.5 em at em 30), bodies 30 rows high. The third is one
    // word (x 300-390) whose tall letters' tops (rows 155-176, 30 columns) a light row cut off: too
    // tall for a mark, dense, wider than a letter piece, so no rule but the pitch joins it.
    const image = page(400, 320, [
      [30, 60],
      [105, 135],
      [155, 176, 330],
      [180, 210],
      [255, 285],
    ]);
    for (let y = 180; y < 210; y += 1) image.pixels.fill(255, y * 400 + 10, y * 400 + 300);
    for (let y = 155; y < 176; y += 1) image.pixels.fill(255, y * 400 + 10, y * 400 + 300);
    const bands = segmentLines(image, 30);
    expect(bands).toHaveLength(4);
    expect(bands[2]!.top).toBeLessThanOrEqual(155);
    expect(bands[2]!.bottom).toBeGreaterThanOrEqual(210);
    expect(bands[1]!.bottom).toBeLessThanOrEqual(155);
  });

  it('keeps two short lines of low letters apart on a page with a pitch', () => {
    // Lines 2 and 3 are one word of low letters (12 rows): their joint span is more than a pitch.
    const bands = segmentLines(
      page(400, 320, [
        [30, 60],
        [118, 130, 120],
        [193, 205, 120],
        [255, 285],
      ]),
      30,
    );
    expect(bands).toHaveLength(4);
  });

  it('finds nothing on a blank page', () => {
    expect(segmentLines(page(100, 100, []), 30)).toEqual([]);
  });
});
