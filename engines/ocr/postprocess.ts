/**
 * Cleans Tesseract's text: the model answers ',' for the Arabic comma (its character set has no
 * U+060C, see training/text-lines.ts), and it sometimes emits bidi marks and doubled spaces.
 */
export function cleanRecognizedLine(raw: string): string {
  return raw
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/,/g, '،')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
