import { describe, expect, it } from 'vitest';
import type { GrayImage } from './gray-image';
import {
  binarize,
  binarizeKeepingFaintStrokes,
  cropToInk,
  inkExtent,
  otsuLevel,
  prepareCroppedLine,
  prepareLine,
} from './line-image';

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

describe('binarizeKeepingFaintStrokes', () => {
  // A paper-white page (240) with a stroke along rows 8-12 that fades from black (20 at x = 10) to
  // light grey (215 at x = 49), as unevenly inked print does, and a lone light speck (180).
  function fadingStroke(): GrayImage {
    const width = 80;
    const pixels = new Uint8Array(width * 30).fill(240);
    for (let y = 8; y < 13; y += 1) {
      for (let x = 10; x < 50; x += 1) pixels[y * width + x] = 20 + (x - 10) * 5;
    }
    pixels[25 * width + 70] = 180;
    return { width, height: 30, pixels };
  }
  const at = (image: GrayImage, x: number, y: number) => image.pixels[y * image.width + x];

  it("keeps more of a fading stroke than Otsu's threshold does", () => {
    const image = fadingStroke();
    // Otsu's level falls at 165 (x = 39); the stroke stays ink a little further, up to 187.5.
    expect(otsuLevel(image)).toBe(165);
    expect(at(binarize(image), 42, 10)).toBe(255);
    const kept = binarizeKeepingFaintStrokes(image);
    expect(at(kept, 15, 10)).toBe(0);
    expect(at(kept, 42, 10)).toBe(0);
  });

  it('stops short of paper grey and leaves a lone light speck white', () => {
    const kept = binarizeKeepingFaintStrokes(fadingStroke());
    expect(at(kept, 45, 10)).toBe(255);
    expect(at(kept, 70, 25)).toBe(255);
    expect(at(kept, 5, 5)).toBe(255);
  });

  it('prepareCroppedLine makes the same crop both ways, at the height asked for', () => {
    const band = page(2000, 600, [100, 100, 1900, 500]);
    const cropped = cropToInk(band);
    const plain = prepareCroppedLine(cropped, { height: 96, keepFaintStrokes: false });
    expect(plain).toEqual(prepareLine(band, 96));
    const faint = prepareCroppedLine(cropped, { height: 96, keepFaintStrokes: true });
    expect([faint.width, faint.height]).toEqual([plain.width, plain.height]);
    const taller = prepareCroppedLine(cropped, { height: 112, keepFaintStrokes: true });
    expect(taller.height).toBe(112);
  });
});
