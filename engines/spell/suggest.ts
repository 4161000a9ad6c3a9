// Ranked suggestions for one word, and whether a word is known.
import { isArabicLetter, isDigit, lookupKey } from '../text';
import { type Candidate, rank, splitCandidates, wordCandidates } from './candidates';
import { type Lexicon, lexicon } from './lexicon';
import { isUrduWord } from './urdu-word';

/**
 * Urdu words and abbreviations of one letter (و and, آ come, ھ Hijri year, ص page, ق م BC, ع AD);
 * any other lone letter is most likely a stray space (کتا ب).
 */
const ONE_LETTER_WORDS = new Set(['و', 'ء', 'آ', 'ھ', 'ص', 'ق', 'م', 'ع']);

/** Words the checker judges: Urdu script only (Latin words and numbers are left alone). */
export function isCheckable(word: string): boolean {
  const key = lookupKey(word);
  if (key.length === 1) return isArabicLetter(key.charCodeAt(0));
  return isUrduWord(key) && ![...key].some((c) => isDigit(c.charCodeAt(0)));
}

/**
 * The Arabic article written joined in quotations and names (الناظر). Not و (and): one inserted
 * letter would then hide a typing error (وکتاب).
 */
const CLITICS = ['ال'];

const known = new Map<string, boolean>();
const KNOWN_CACHE_LIMIT = 50_000;
/** Longer words are judged each time: 50,000 of them kept would hold hundreds of megabytes. */
const MAX_CACHED_LENGTH = 64;

/** Whether the checker accepts a word (cached: running text repeats its words). */
export function isKnownWord(word: string): boolean {
  const hit = known.get(word);
  if (hit !== undefined) return hit;
  const answer = judge(word);
  if (word.length > MAX_CACHED_LENGTH) return answer;
  if (known.size >= KNOWN_CACHE_LIMIT) known.clear();
  known.set(word, answer);
  return answer;
}

function judge(word: string): boolean {
  if (!isCheckable(word)) return true;
  const key = lookupKey(word);
  if (key.length === 1) return ONE_LETTER_WORDS.has(key);
  return inLexicon(key);
}

/** Whether a lookup key is a lexicon word, or one with a clitic written joined (CLITICS). */
export function inLexicon(key: string, lex: Lexicon = lexicon()): boolean {
  if (lex.freq.has(key)) return true;
  return CLITICS.some(
    (c) => key.startsWith(c) && key.length - c.length >= 3 && lex.freq.has(key.slice(c.length)),
  );
}

/**
 * Longest word (letters of its lookup key) that gets suggestions: two of the longest lexicon words
 * (20 letters) run together. Longer input is marked misspelt with no suggestions, at a cost linear
 * in its length (the two-letter deletes of a 1,000-letter word took 7 s and 1.8 GB).
 */
export const MAX_SUGGESTED_LETTERS = 40;

/** Scored corrections of a word (itself excluded), best first; none for a word over MAX_SUGGESTED_LETTERS. */
export function rankedCandidates(word: string): Candidate[] {
  const key = lookupKey(word);
  if (!key || key.length > MAX_SUGGESTED_LETTERS) return [];
  const lex = lexicon();
  return rank([...wordCandidates(key, lex), ...splitCandidates(key, lex)]);
}

/** Ranked corrections for a word, best first; a known word comes first itself. */
export function suggest(word: string, n = 10): string[] {
  const key = lookupKey(word);
  if (!key || n <= 0) return [];
  const cands = rankedCandidates(word);
  const out: string[] = lexicon().freq.has(key) ? [key] : [];
  for (const c of cands) {
    if (out.length >= n) break;
    if (!out.includes(c.word)) out.push(c.word);
  }
  return out;
}
