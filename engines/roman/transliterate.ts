// Roman Urdu text to Urdu script, word by word: each Latin word gets its best-ranked
// spelling (known words first, see transliterate-word.ts), punctuation takes its Urdu form,
// digits and text already in Urdu script pass through.

import { type CompoundTable, loadCompoundTable, withCompounds } from './compounds';
import { spellByRules } from './fallback-rules';
import { loadRomanModel, type RomanModel } from './model';
import { normalizeRomanWord } from './roman-word';
import { DEFAULT_WEIGHTS, MAX_DECODED_LETTERS, rankCandidates } from './transliterate-word';

/** The spec's limit for one romanization request. */
export const ROMAN_MAX_CHARS = 100;

const PUNCTUATION: Record<string, string> = { '.': '۔', ',': '،', '?': '؟', ';': '؛' };
const CACHE_LIMIT = 20_000;

let model: RomanModel | undefined;
let compounds: CompoundTable | undefined;
const cache = new Map<string, string>();

/** Urdu spelling of one Roman word; a word too long to decode (MAX_DECODED_LETTERS) by the letter rules. */
export function transliterateWord(word: string): string {
  const roman = normalizeRomanWord(word);
  if (!roman) return word;
  // Not cached: cheap to redo, and 20,000 long keys would hold a lot of memory.
  if (roman.length > MAX_DECODED_LETTERS) return spellByRules(roman);
  const hit = cache.get(roman);
  if (hit !== undefined) return hit;
  model ??= loadRomanModel();
  compounds ??= loadCompoundTable();
  const ranked = rankCandidates(model, roman, DEFAULT_WEIGHTS, 1)[0]?.urdu;
  // Two words typed as one ("zindabad"): see compounds.ts.
  const best = ranked === undefined ? spellByRules(roman) : withCompounds(model, compounds, roman, ranked);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(roman, best);
  return best;
}

/** Any length; callers that serve requests use romanToUrdu, which enforces the limit. */
export function transliterateText(text: string): string {
  return text
    .replace(/[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)*/g, (w) => transliterateWord(w))
    .replace(/[.,?;]/g, (p, offset: number, whole: string) =>
      // A full stop between digits is a decimal point, not the end of a sentence.
      p === '.' && /\d/.test(whole[offset - 1] ?? '') && /\d/.test(whole[offset + 1] ?? '')
        ? p
        : (PUNCTUATION[p] ?? p),
    );
}

export function romanToUrdu(text: string): string {
  if (text.length > ROMAN_MAX_CHARS) {
    throw new RangeError(
      `Length of text in request is greater than the limit of ${ROMAN_MAX_CHARS} characters`,
    );
  }
  return transliterateText(text);
}
