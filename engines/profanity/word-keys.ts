// Lexicon keys. Roman Urdu is spelt freely ("kutta", "kuttay", "KUTTAAA"), so its key keeps
// lower-case letters only and writes each run of a repeated letter once. Urdu-script keys use
// engines/text's lookupKey (normalised letters, no diacritics, no ZWNJ) with elongation
// written once; the lexicon also lists careless spellings of its words (spellingVariants).
import { lookupKey, normalizeForm } from '../text/index';

export function romanKey(word: string): string {
  return normalizeForm(word, 'NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Heh forms that are one letter to a reader. */
const HEH_RE = /[ۂۃة]/g;

/** Key of an Urdu-script word: lookupKey, one heh, and elongation ("ڈوووب") written once. */
export function urduKey(word: string): string {
  return lookupKey(word)
    .replace(HEH_RE, 'ہ')
    .replace(/(.)\1{2,}/gu, '$1');
}

const RETROFLEX: Record<string, string> = { ڈ: 'د', ٹ: 'ت', ڑ: 'ر' };

/**
 * Careless spellings of a key: the retroflex letters without their mark ("گاندو" for "گانڈو"),
 * do-chashmi heh for heh goal and back ("گہٹیا", "جاھل"), both, and a word-final alef written as
 * heh or the reverse ("پٹھہ" for "پٹھا"). The builder keeps a variant only when the words it
 * changes are not common words of their own ("بند" closed is no spelling of "بنڈ").
 */
export function spellingVariants(key: string): string[] {
  const plain = key.replace(/[ڈٹڑ]/g, (c) => RETROFLEX[c] ?? c);
  const swapFinal = key.replace(
    /(\S\S)([اہ])(?=\s|$)/g,
    (_m, stem: string, last: string) => stem + (last === 'ا' ? 'ہ' : 'ا'),
  );
  const out = new Set([
    plain,
    key.replace(/ھ/g, 'ہ'),
    plain.replace(/ھ/g, 'ہ'),
    key.replace(/ہ/g, 'ھ'),
    swapFinal,
  ]);
  out.delete(key);
  return [...out];
}

/** Latin letters only: the word is Roman Urdu (or English); anything else is looked up as Urdu. */
export function isLatinWord(word: string): boolean {
  return /^[\p{Script=Latin}\p{M}'’]+$/u.test(word);
}
