/**
 * Finds text lines in a page image by the horizontal ink profile. Nastaliq lines are tall and
 * their dots and marks float between lines, so bands thinner than a fraction of the expected
 * text height are merged into the nearest real line instead of being read on their own.
 */
import type { GrayImage } from './gray-image';
import { estimateLinePitch } from './line-pitch';

export interface LineBand {
  top: number;
  bottom: number;
}

/**
 * A text line's densest row (its baseline) is inked over a good part of the line's width; a band
 * whose densest row covers less than this share of its own inked width holds only the ascenders of
 * the line below it (thin strokes of ک، گ، ط، ل that a light gap cut off), or scattered marks.
 * Real single lines in the evaluation renders fill 0.2–0.75; the ascender bands that split a line
 * in two fill 0.02–0.09 (512 held-out lines that are neither test nor dev: 9 split lines, 5 now).
 */
const MIN_LINE_FILL = 0.1;

interface RawBand extends LineBand {
  /** The inked columns, left inclusive, right exclusive. */
  left: number;
  right: number;
  /** Densest row's ink over the band's inked width: low for ascenders and marks (MIN_LINE_FILL). */
  sparse: boolean;
}

/** Ink darker than this counts (images are grayscale, 0 = black). */
const INK_LEVEL = 128;

/** Per row: how many pixels are ink, and the first and last inked column (-1 when none). */
interface InkRows {
  ink: Float64Array;
  left: Int32Array;
  right: Int32Array;
}

/** One pass over the pixels: the ink profile and where each row's ink starts and ends. */
export function inkRows(image: GrayImage): InkRows {
  const ink = new Float64Array(image.height);
  const left = new Int32Array(image.height).fill(-1);
  const right = new Int32Array(image.height).fill(-1);
  for (let y = 0; y < image.height; y += 1) {
    const row = y * image.width;
    let count = 0;
    for (let x = 0; x < image.width; x += 1) {
      if ((image.pixels[row + x] as number) < INK_LEVEL) {
        if (count === 0) left[y] = x;
        right[y] = x;
        count += 1;
      }
    }
    ink[y] = count;
  }
  return { ink, left, right };
}

/**
 * Line bands, top to bottom, each padded into the gaps around it. `emPixels` is the expected
 * font size in pixels (font size in points x DPI / 72, after any rescaling).
 */
export function segmentLines(image: GrayImage, emPixels: number): LineBand[] {
  const rows = inkRows(image);
  const profile = rows.ink;
  const peak = profile.reduce((a, b) => Math.max(a, b), 0);
  if (peak === 0) return [];
  // Rows with a trace of ink (above 1% of the densest row, and more than one pixel) are text.
  const threshold = Math.max(1, peak * 0.01);
  const raw: RawBand[] = [];
  let start = -1;
  for (let y = 0; y <= image.height; y += 1) {
    const inked = y < image.height && (profile[y] as number) > threshold;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      raw.push(measureBand(rows, start, y));
      start = -1;
    }
  }
  const merged = mergeThinBands(raw, profile, Math.max(3, emPixels * 0.45), emPixels);
  const pitch = estimateLinePitch(profile, emPixels);
  const lines = pitch === null ? merged : joinPiecesOfOneLine(merged, pitch, emPixels);
  return padIntoGaps(lines, image.height, emPixels);
}

function measureBand(rows: InkRows, top: number, bottom: number): RawBand {
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  let densest = 0;
  for (let y = top; y < bottom; y += 1) {
    densest = Math.max(densest, rows.ink[y] as number);
    if ((rows.ink[y] as number) === 0) continue;
    left = Math.min(left, rows.left[y] as number);
    right = Math.max(right, rows.right[y] as number);
  }
  const sparse = right < left || densest / (right - left + 1) < MIN_LINE_FILL;
  return { top, bottom, left, right: right + 1, sparse };
}

/**
 * A band lighter than a line (dots, marks, a split stroke) joins its nearer neighbour; so does a
 * sparse band (ascenders cut off by a light gap) that has a line beside it. Sparse bands never
 * join each other, so a page of faint text keeps its lines.
 */
function mergeThinBands(bands: RawBand[], profile: Float64Array, minHeight: number, em: number): LineBand[] {
  const result = bands.map((b) => ({ ...b }));
  let changed = true;
  while (changed && result.length > 1) {
    changed = false;
    for (let i = 0; i < result.length; i += 1) {
      const band = result[i] as RawBand;
      const above = result[i - 1];
      const below = result[i + 1];
      const thin =
        (band.bottom - band.top < minHeight || inkOf(band, profile) === 0) &&
        !isShortLine(band, above, below, em);
      // Which neighbours the band may join: any, for a thin band; a dense line, for sparse
      // ascenders; a wider band it all but touches, for a narrow piece of a letter (isLetterPiece).
      const joins = (other: RawBand | undefined, gap: number): other is RawBand =>
        other !== undefined &&
        (thin || (band.sparse && !other.sparse) || isLetterPiece(band, other, gap, em));
      const gapAbove = above ? band.top - above.bottom : Number.POSITIVE_INFINITY;
      const gapBelow = below ? below.top - band.bottom : Number.POSITIVE_INFINITY;
      const upward = joins(above, gapAbove) ? gapAbove : Number.POSITIVE_INFINITY;
      const downward = joins(below, gapBelow) ? gapBelow : Number.POSITIVE_INFINITY;
      if (upward === Number.POSITIVE_INFINITY && downward === Number.POSITIVE_INFINITY) continue;
      const target = upward <= downward ? above : below;
      if (!target) continue;
      target.top = Math.min(target.top, band.top);
      target.bottom = Math.max(target.bottom, band.bottom);
      target.left = Math.min(target.left, band.left);
      target.right = Math.max(target.right, band.right);
      result.splice(i, 1);
      changed = true;
      break;
    }
  }
  return result;
}

/**
 * A band at most half an em wide that all but touches (a tenth of an em) a wider band is a piece of
 * a tall letter (the top stroke of ک، گ on a small line) cut off by a row lighter than the rest.
 */
function isLetterPiece(band: RawBand, other: RawBand, gap: number, em: number): boolean {
  const width = band.right - band.left;
  return width <= em * 0.5 && gap <= em * 0.1 && other.right - other.left > width;
}

/**
 * A band as short as a mark but set apart from the lines around it by at least half an em on each
 * side, dense and at least half an em wide, is a short line of low letters (عادت، سے): marks and
 * dots sit close to their own line.
 */
function isShortLine(
  band: RawBand,
  above: RawBand | undefined,
  below: RawBand | undefined,
  em: number,
): boolean {
  const apart = em * 0.5;
  return (
    !band.sparse &&
    band.right - band.left >= apart &&
    (!above || band.top - above.bottom >= apart) &&
    (!below || below.top - band.bottom >= apart)
  );
}

/**
 * A line's ink spans less than the page's line pitch, while two lines' ink spans a pitch plus the
 * first's ascent and the second's descent. So two
 * neighbouring bands that together span less than a pitch are pieces of one line (a short line's
 * tall letters, cut off by a light row, that no rule above joined: dev joins spanned 0.51–0.87).
 */
const MAX_LINE_SPAN = 1;
/**
 * ...and only across a light row, not a real gap: the pieces the dev pages needed joined were 1–8
 * rows apart (at most 0.1 em). A short line between two lines a line-height apart keeps its gaps.
 */
const MAX_PIECE_GAP_EM = 0.2;

/**
 * Joins neighbouring bands, the closest-spanning pair first, while their joint span is under the
 * pitch and the gap between them is a light row.
 */
function joinPiecesOfOneLine(bands: LineBand[], pitch: number, em: number): LineBand[] {
  const result = bands.map((band) => ({ top: band.top, bottom: band.bottom }));
  for (;;) {
    let best = -1;
    let bestSpan = pitch * MAX_LINE_SPAN;
    for (let i = 0; i + 1 < result.length; i += 1) {
      const upper = result[i] as LineBand;
      const lower = result[i + 1] as LineBand;
      if (lower.top - upper.bottom > em * MAX_PIECE_GAP_EM) continue;
      if (lower.bottom - upper.top < bestSpan) {
        bestSpan = lower.bottom - upper.top;
        best = i;
      }
    }
    if (best < 0) return result;
    (result[best] as LineBand).bottom = (result[best + 1] as LineBand).bottom;
    result.splice(best + 1, 1);
  }
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
