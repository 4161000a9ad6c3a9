// espeak-ng silently drops Extended Arabic-Indic (Urdu) digits ۰–۹, so every digit is made
// ASCII before the text front-end reads numbers.
const URDU_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

export function asciiDigits(text: string): string {
  return text
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - URDU_ZERO))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_ZERO))
    .replace(/(?<=\d)\u066b(?=\d)/g, '.') // Arabic decimal separator
    .replace(/(?<=\d)\u066c(?=\d)/g, ','); // Arabic thousands separator
}
