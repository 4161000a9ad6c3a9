/**
 * Finds text lines in a page image by the horizontal ink profile. Nastaliq lines are tall and
 * their dots and marks float between lines, so bands thinner than a fraction of the expected
 * text height are merged into the nearest real line instead of being read on their own.
 */
import type { GrayImage } from './gray-image';

export interface LineBand {
  top: number;
  bottom: number;
}

/** Ink darker than this counts (images are grayscale, 0 = black). */
const INK_LEVEL = 128;

export function inkProfile(image: GrayImage): Float64Array {
  const profile = new Float64Array(image.height);
  for (let y = 0; y < image.height; y += 1) {
    let ink = 0;
    const row = y * image.width;
    for (let x = 0; x < image.width; x += 1) if ((image.pixels[row + x] as number) < INK_LEVEL) ink += 1;
    profile[y] = ink;
  }
  return profile;
}

/**
 * Line bands, top to bottom, each padded into the gaps around it. `emPixels` is the expected
 * font size in pixels (font size in points x DPI / 72, after any rescaling).
 */
export function segmentLines(image: GrayImage, emPixels: number): LineBand[] {
  const profile = inkProfile(image);
  const peak = profile.reduce((a, b) => Math.max(a, b), 0);
  if (peak === 0) return [];
  // Rows with a trace of ink (above 1% of the densest row, and more than one pixel) are text.
  const threshold = Math.max(1, peak * 0.01);
  const raw: LineBand[] = [];
  let start = -1;
  for (let y = 0; y <= image.height; y += 1) {
    const inked = y < image.height && (profile[y] as number) > threshold;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      raw.push({ top: start, bottom: y });
      start = -1;
    }
  }
  const merged = mergeThinBands(raw, profile, Math.max(3, emPixels * 0.45));
  return padIntoGaps(merged, image.height, emPixels);
}

/** A band lighter than a line (dots, marks, a split stroke) joins its nearer neighbour. */
function mergeThinBands(bands: LineBand[], profile: Float64Array, minHeight: number): LineBand[] {
  const result = bands.map((b) => ({ ...b }));
  let changed = true;
  while (changed && result.length > 1) {
    changed = false;
    for (let i = 0; i < result.length; i += 1) {
      const band = result[i] as LineBand;
      if (band.bottom - band.top >= minHeight && inkOf(band, profile) > 0) continue;
      const above = result[i - 1];
      const below = result[i + 1];
      const gapAbove = above ? band.top - above.bottom : Number.POSITIVE_INFINITY;
      const gapBelow = below ? below.top - band.bottom : Number.POSITIVE_INFINITY;
      const target = gapAbove <= gapBelow ? above : below;
      if (!target) continue;
      target.top = Math.min(target.top, band.top);
      target.bottom = Math.max(target.bottom, band.bottom);
      result.splice(i, 1);
      changed = true;
      break;
    }
  }
  return result;
}

function inkOf(band: LineBand, profile: Float64Array): number {
  let sum = 0;
  for (let y = band.top; y < band.bottom; y += 1) sum += profile[y] as number;
  return sum;
}

/** Gives each band some of the white space around it (half the gap, at most half an em). */
function padIntoGaps(bands: LineBand[], height: number, emPixels: number): LineBand[] {
  const pad = Math.max(2, Math.round(emPixels * 0.5));
  return bands.map((band, i) => {
    const prev = bands[i - 1];
    const next = bands[i + 1];
    const roomAbove = prev ? Math.floor((band.top - prev.bottom) / 2) : band.top;
    const roomBelow = next ? Math.floor((next.top - band.bottom) / 2) : height - band.bottom;
    return {
      top: band.top - Math.min(pad, roomAbove),
      bottom: band.bottom + Math.min(pad, roomBelow),
    };
  });
}
