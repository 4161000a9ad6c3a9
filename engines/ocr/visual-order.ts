/**
 * A right-to-left line in the order its characters sit on the page, left to right: what a PDF's
 * text layer must hold for pdftotext to give the logical order back. Poppler's reorderText reads
 * a line left to right and reverses its right-to-left runs, keeping runs of Latin letters and
 * digits as they are; this is its inverse for a line whose main direction is right to left.
 */

/** Hebrew, Arabic, Syriac, Thaana … and the Arabic presentation forms: poppler's right-to-left set. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
/** Digits, European and Arabic-Indic, which poppler keeps left to right inside right-to-left text. */
const DIGIT = /[0-9\u0660-\u0669\u066b\u066c\u06f0-\u06f9]/u;
const LETTER = /\p{L}/u;

function leftToRight(ch: string): boolean {
  return DIGIT.test(ch) || (LETTER.test(ch) && !RIGHT_TO_LEFT.test(ch));
}

function rightToLeft(ch: string): boolean {
  return RIGHT_TO_LEFT.test(ch) && !DIGIT.test(ch);
}

/**
 * Runs of left-to-right characters (from the first such character to the last one before the next
 * right-to-left one) keep their order; everything else is reversed, and so is the order of runs.
 */
export function visualOrder(logical: string): string {
  const chars = Array.from(logical);
  const runs: Array<{ ltr: boolean; chars: string[] }> = [];
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i] as string;
    if (leftToRight(ch)) {
      // Extend over anything but right-to-left letters, then give back trailing neutrals.
      let end = i + 1;
      let lastStrong = i;
      while (end < chars.length && !rightToLeft(chars[end] as string)) {
        if (leftToRight(chars[end] as string)) lastStrong = end;
        end += 1;
      }
      runs.push({ ltr: true, chars: chars.slice(i, lastStrong + 1) });
      i = lastStrong + 1;
    } else {
      const last = runs[runs.length - 1];
      if (last && !last.ltr) last.chars.push(ch);
      else runs.push({ ltr: false, chars: [ch] });
      i += 1;
    }
  }
  return runs
    .reverse()
    .map((run) => (run.ltr ? run.chars : run.chars.reverse()).join(''))
    .join('');
}
