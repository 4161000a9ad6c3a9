/**
 * Cleans Tesseract's text: the model answers ',' for the Arabic comma (its character set has no
 * U+060C, see training/text-lines.ts), and it sometimes emits bidi marks and doubled spaces. Brackets
 * read by a model that mirrors them (TesseractModel.mirrorsBrackets: ours) are swapped back.
 */
export function cleanRecognizedLine(raw: string, mirroredBrackets: boolean): string {
  const text = mirroredBrackets ? raw.replace(/[()]/g, (b) => (b === '(' ? ')' : '(')) : raw;
  return text
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/,/g, '،')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
