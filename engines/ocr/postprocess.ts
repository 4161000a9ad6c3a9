/**
 * Cleans Tesseract's text: the model answers ',' for the Arabic comma (its character set has no
 * U+060C, see training/text-lines.ts), and it sometimes emits bidi marks and doubled spaces. It
 * also answers ')' for '(' and '(' for ')' in right-to-left text (63 of the 65 brackets it read in
 * 2,560 held-out lines, Nastaliq and Naskh, and those in the dev lines), so they are swapped back. The
 * stock urd model does not mirror them (quality.ts reads with it alone: `mirroredBrackets` false; the
 * engine keeps a stock reading only for lines ours all but failed, fully vowelled verses).
 */
export function cleanRecognizedLine(raw: string, mirroredBrackets = true): string {
  const text = mirroredBrackets ? raw.replace(/[()]/g, (b) => (b === '(' ? ')' : '(')) : raw;
  return text
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/,/g, '،')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
