import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image';
import { binarize, cropToInk, inkExtent, otsuLevel, prepareLine } from './line-image';

/** A light grey page (200) with a dark block (40) and, optionally, single dark specks. */
function page(
  width: number,
  height: number,
  block: [number, number, number, number],
  specks: Array<[number, number]> = [],
): GrayImage {
  const pixels = new Uint8Array(width * height).fill(200);
  const [left, top, right, bottom] = block;
  for (let y = top; y < bottom; y += 1) pixels.fill(40, y * width + left, y * width + right);
  for (const [x, y] of specks) pixels[y * width + x] = 0;
  return { width, height, pixels };
}

describe('cropToInk', () => {
  it('crops to the inked block plus a tenth of its height', () => {
    const crop = cropToInk(page(300, 120, [100, 40, 200, 80]));
    // 40 rows of ink: a 4-pixel margin on every side.
    expect(crop.width).toBe(108);
    expect(crop.height).toBe(48);
    expect(crop.pixels[0]).toBe(200);
    expect(crop.pixels[4 * crop.width + 4]).toBe(40);
  });

  it('ignores scattered specks far from the text', () => {
    const crop = cropToInk(
      page(
        300,
        120,
        [100, 40, 200, 80],
        [
          [5, 5],
          [290, 110],
          [10, 100],
        ],
      ),
    );
    expect(crop.width).toBe(108);
    expect(crop.height).toBe(48);
  });

  it('leaves an image without ink as it is', () => {
    const blank = page(50, 20, [0, 0, 0, 0]);
    expect(cropToInk(blank)).toBe(blank);
  });
});

describe('inkExtent', () => {
  it('is the inked block itself, without margin or specks', () => {
    const image = page(300, 120, [100, 40, 200, 80], [[5, 5]]);
    expect(inkExtent(image)).toEqual({ left: 100, top: 40, right: 200, bottom: 80 });
    expect(inkExtent(page(50, 20, [0, 0, 0, 0]))).toBeNull();
  });
});

describe('binarize', () => {
  it('puts the threshold between ink and ground, even for faded ink on grey', () => {
    const faded = page(100, 40, [20, 10, 80, 30]).pixels.map((v) => (v === 40 ? 150 : 210));
    const image = { width: 100, height: 40, pixels: faded };
    const level = otsuLevel(image);
    expect(level).toBeGreaterThanOrEqual(150);
    expect(level).toBeLessThan(210);
    const binary = binarize(image);
    expect(new Set(binary.pixels)).toEqual(new Set([0, 255]));
    expect(binary.pixels[15 * 100 + 50]).toBe(0);
    expect(binary.pixels[0]).toBe(255);
  });
});

describe('prepareLine', () => {
  it('crops, shrinks to the height limit and binarises', () => {
    const line = prepareLine(page(2000, 600, [100, 100, 1900, 500]), 96);
    expect(line.height).toBe(96);
    // The ink and a 40-pixel margin (1880 x 480), scaled by 96 / 480.
    expect(line.width).toBe(376);
    expect(new Set(line.pixels)).toEqual(new Set([0, 255]));
  });
});
