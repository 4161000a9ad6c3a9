/**
 * Boxes for a line's words. The engine measures each line's box on the page; Tesseract reads the
 * line as a prepared strip, so word positions are estimated: the line's width is shared out by the
 * words' lengths (a space between two words counts as one character), the first word rightmost
 * as Urdu is written. hOCR and ALTO need a box per word; the line boxes are exact.
 */
import type { InkExtent } from './line-image';

export function wordBoxes(line: InkExtent, words: readonly string[]): InkExtent[] {
  const lengths = words.map((word) => Array.from(word).length);
  const units = lengths.reduce((sum, n) => sum + n, 0) + Math.max(0, words.length - 1);
  const perUnit = units === 0 ? 0 : (line.right - line.left) / units;
  let right = line.right;
  return lengths.map((length) => {
    const left = right - length * perUnit;
    const box = { left: Math.round(left), top: line.top, right: Math.round(right), bottom: line.bottom };
    right = left - perUnit;
    return box;
  });
}
