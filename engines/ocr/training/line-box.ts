import type { InkExtent } from '../line-image';

/**
 * A Tesseract box file for a whole-line image: every character gets the full line as its box
 * (LSTM training needs only the text and the line), and a tab box ends the line. Combining marks
 * share the box of the letter they sit on, as tesstrain's generate_line_box.py does.
 *
 * The transcription must be in VISUAL order (left to right, as the network scans the image):
 * lstmtraining does no bidi reordering itself, and logical-order Urdu truth wrecks the stock
 * model within a few hundred iterations (measured: its CER went from 17% to 87%). Tesseract
 * reorders the recognised text back to logical order when it reads.
 */
const COMBINING = /\p{M}/u;
const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/u;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<' };

/** Letters with their combining marks attached. */
function units(text: string): string[] {
  const result: string[] = [];
  for (const char of text.normalize('NFC')) {
    if (COMBINING.test(char) && result.length > 0) result[result.length - 1] += char;
    else result.push(char);
  }
  return result;
}

/**
 * Right-to-left line in logical order -> left-to-right visual order: the units reversed (brackets
 * mirrored), except that runs of digits keep their left-to-right order, as the bidi rules show them.
 */
export function visualOrder(text: string): string[] {
  const runs: string[][] = [];
  for (const unit of units(text)) {
    const isDigit = DIGIT.test(unit);
    const last = runs[runs.length - 1];
    if (isDigit && last && DIGIT.test(last[0] as string)) last.push(unit);
    else runs.push([isDigit ? unit : (MIRRORED[unit] ?? unit)]);
  }
  return runs.reverse().flat();
}

/**
 * `ink` should be the text's bounding box: Tesseract then cuts the training line out of the image
 * with 4 px of padding, exactly as `--psm 7` cuts a line at recognition time. (With the whole image
 * as the box, margins shrink the text in the 48-px network input and the model learns the wrong
 * scale.) Box files count y from the bottom.
 */
export function lineBoxFile(text: string, imageHeight: number, ink: InkExtent): string {
  const { left, right } = ink;
  const bottom = imageHeight - ink.bottom;
  const top = imageHeight - ink.top;
  const rows = visualOrder(text).map((unit) => `${unit} ${left} ${bottom} ${right} ${top} 0`);
  rows.push(`\t ${right} ${bottom} ${right + 1} ${top} 0`);
  return `${rows.join('\n')}\n`;
}
