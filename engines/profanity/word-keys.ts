// Lexicon keys. Roman Urdu is spelt freely ("kutta", "kuttay", "KUTTAAA"), so its key keeps
// lower-case letters only and writes each run of a repeated letter once. Urdu-script keys use
// engines/text's lookupKey (normalised letters, no diacritics, no ZWNJ).
import { lookupKey } from '../text/index';

export function romanKey(word: string): string {
  return word
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(.)\1+/g, '$1');
}

export function urduKey(word: string): string {
  return lookupKey(word);
}

/** Latin letters only: the word is Roman Urdu (or English); anything else is looked up as Urdu. */
export function isLatinWord(word: string): boolean {
  return /^[\p{Script=Latin}\p{M}'’]+$/u.test(word);
}
