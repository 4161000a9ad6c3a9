// How a Roman Urdu word is reduced before lookup and decoding: lower case, accents dropped,
// only a-z kept ("Sun'na" -> "sunna"). Training and decoding must agree on this.
import { normalizeForm } from '../text';

export function normalizeRomanWord(word: string): string {
  return normalizeForm(word, 'NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
