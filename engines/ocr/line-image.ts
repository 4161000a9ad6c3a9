/**
 * Prepares one line band for Tesseract: crop to the ink, shrink, and binarise with Otsu's
 * threshold. Measured on the dev lines (docs/quality/ocr.md): Tesseract's own binarisation inside
 * `--psm 7` fails on noisy or unevenly inked grey lines (large, clear text read as two letters),
 * while a global Otsu threshold on the ink-cropped line reads them.
 */
import type { GrayImage } from './gray-image';
import { shrinkToHeight } from './resize';

/** Lines are handed to Tesseract at most this tall (it works at 48 px). */
export const LINE_HEIGHT_PX = 96;

/** Ink darker than this counts when looking for the text's extent. */
const INK_LEVEL = 128;

/** Where the text is: right and bottom exclusive, top-left origin. */
export interface InkExtent {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The rows and columns that hold text: a row or column counts when its ink exceeds 2% of the
 * densest one, so scattered speckle does not widen it. Null for an image without ink. Training
 * (make-training-set.ts) uses it as the box of a prepared line.
 */
export function inkExtent(image: GrayImage): InkExtent | null {
  const rows = new Float64Array(image.height);
  const cols = new Float64Array(image.width);
  for (let y = 0; y < image.height; y += 1) {
    const row = y * image.width;
    for (let x = 0; x < image.width; x += 1) {
      if ((image.pixels[row + x] as number) < INK_LEVEL) {
        rows[y] = (rows[y] as number) + 1;
        cols[x] = (cols[x] as number) + 1;
      }
    }
  }
  const vertical = inkedSpan(rows);
  const horizontal = inkedSpan(cols);
  if (!vertical || !horizontal) return null;
  return { left: horizontal.start, top: vertical.start, right: horizontal.end, bottom: vertical.end };
}

/**
 * The text (inkExtent) plus a margin of a tenth of the text height. An image without ink comes
 * back unchanged.
 */
export function cropToInk(image: GrayImage): GrayImage {
  const ink = inkExtent(image);
  if (!ink) return image;
  const margin = Math.max(2, Math.round((ink.bottom - ink.top) * 0.1));
  const left = Math.max(0, ink.left - margin);
  const right = Math.min(image.width, ink.right + margin);
  const top = Math.max(0, ink.top - margin);
  const bottom = Math.min(image.height, ink.bottom + margin);
  const width = right - left;
  const pixels = new Uint8Array(width * (bottom - top));
  for (let y = top; y < bottom; y += 1) {
    pixels.set(image.pixels.subarray(y * image.width + left, y * image.width + right), (y - top) * width);
  }
  return { width, height: bottom - top, pixels };
}

function inkedSpan(profile: Float64Array): { start: number; end: number } | null {
  const peak = profile.reduce((a, b) => Math.max(a, b), 0);
  if (peak === 0) return null;
  const threshold = Math.max(1, peak * 0.02);
  let start = 0;
  while (start < profile.length && (profile[start] as number) <= threshold) start += 1;
  let end = profile.length;
  while (end > start && (profile[end - 1] as number) <= threshold) end -= 1;
  return end > start ? { start, end } : null;
}

/** Otsu's threshold: the grey level that best separates the histogram into two classes. */
export function otsuLevel(image: GrayImage): number {
  const histogram = new Float64Array(256);
  for (const value of image.pixels) histogram[value] = (histogram[value] as number) + 1;
  const total = image.pixels.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level += 1) sumAll += level * (histogram[level] as number);
  let sumBelow = 0;
  let countBelow = 0;
  let best = -1;
  let bestLevel = INK_LEVEL;
  for (let level = 0; level < 256; level += 1) {
    countBelow += histogram[level] as number;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += level * (histogram[level] as number);
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const between = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      bestLevel = level;
    }
  }
  return bestLevel;
}

/** Black (0) at or below Otsu's level, white (255) above. */
export function binarize(image: GrayImage): GrayImage {
  const level = otsuLevel(image);
  return { ...image, pixels: image.pixels.map((v) => (v <= level ? 0 : 255)) };
}

/**
 * How far above Otsu's level, towards the paper's mean grey, a pixel may be and still count as ink
 * when it touches ink (binarizeKeepingFaintStrokes). Chosen on the dev lines among 0.2 to 0.5.
 */
export const FAINT_STROKE_REACH = 0.3;

/**
 * Otsu's threshold with hysteresis: pixels at or below Otsu's level are ink, and so are lighter
 * pixels (up to FAINT_STROKE_REACH of the way to the paper's grey) connected to ink through such
 * pixels. Thin or unevenly inked strokes that a global threshold breaks into pieces stay whole;
 * lone light specks do not become ink, since only what touches ink grows.
 */
export function binarizeKeepingFaintStrokes(image: GrayImage): GrayImage {
  const low = otsuLevel(image);
  let paperSum = 0;
  let paperCount = 0;
  for (const value of image.pixels) {
    if (value > low) {
      paperSum += value;
      paperCount += 1;
    }
  }
  const paper = paperCount > 0 ? paperSum / paperCount : 255;
  const high = low + (paper - low) * FAINT_STROKE_REACH;
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels.length).fill(255);
  const frontier: number[] = [];
  for (let i = 0; i < pixels.length; i += 1) {
    if ((pixels[i] as number) <= low) {
      out[i] = 0;
      frontier.push(i);
    }
  }
  while (frontier.length > 0) {
    const i = frontier.pop() as number;
    const x = i % width;
    const y = (i - x) / width;
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny += 1) {
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx += 1) {
        const j = ny * width + nx;
        if (out[j] === 255 && (pixels[j] as number) <= high) {
          out[j] = 0;
          frontier.push(j);
        }
      }
    }
  }
  return { width, height, pixels: out };
}

/** One way accurate mode prepares a cropped line: its height limit and its binarisation. */
export interface LinePreparation {
  height: number;
  /** binarizeKeepingFaintStrokes instead of Otsu's plain threshold. */
  keepFaintStrokes: boolean;
}

/** The line as fast mode (and training) hands it to Tesseract: ink-cropped, ≤ maxHeight rows, Otsu. */
export function prepareLine(band: GrayImage, maxHeight: number): GrayImage {
  return prepareCroppedLine(cropToInk(band), { height: maxHeight, keepFaintStrokes: false });
}

/** A line already cropped to its ink (cropToInk), shrunk and binarised as `preparation` says. */
export function prepareCroppedLine(cropped: GrayImage, preparation: LinePreparation): GrayImage {
  const small = shrinkToHeight(cropped, preparation.height);
  return preparation.keepFaintStrokes ? binarizeKeepingFaintStrokes(small) : binarize(small);
}
