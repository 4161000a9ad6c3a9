// Profanity score of a text, 0 to 1, two decimals, closer to 1 more profane:
//
//   score = max( noisyOR{ plain weight of each distinct entry hit anywhere in the text },
//                max over sentences s of noisyOR{ weight of each distinct entry hit in s } )
//   noisyOR{w_1..w_n} = 1 - prod(1 - w_i)   (no hit gives 0; 0.9 alone gives 0.9; 0.4 and 0.4 give 0.64)
//
// A Roman Urdu word's weight is its learnt weight. An Urdu-script entry has a plain weight and a
// targeted weight; the targeted one applies when a target word (a second-person pronoun, a person
// or group noun, a third-person plural pronoun; data/urdu-targets.txt) stands within
// TARGET_BEFORE words before the hit or TARGET_AFTER words after it in the same clause (commas
// and words such as کہ، لیکن، کیونکہ open a new clause):
// "نفرت" (hatred) alone is no insult, "یہ ٹولہ نفرت بوتا ہے" is. A vocative particle right
// before the word ("او کمینے") or "کہیں کا" right after it ("الو کہیں کا") also aims it at
// someone. The target word itself is
// never scored. Plain profanity adds up over the whole text, aimed contempt only within one
// sentence, and a repeated entry counts once, so a long report that mentions enemies and danger
// in many places stays clean. Urdu-script entries may span several words; the longest match wins
// and particles (ہی، بھی) inside a phrase are skipped ("شرم بھی نہیں آتی"). 0.5 or more is
// treated as abusive by the quality figures.
import { splitSentences, wordTokens } from '../text/index';
import { loadProfanityLexicon, type ProfanityLexicon } from './lexicon';
import { isLatinWord, romanKey, urduKey } from './word-keys';

export const TARGET_BEFORE = 8;
export const TARGET_AFTER = 3;
/** Fatha, damma, kasra, tanween, shadda, sukun. */
const HARAKAT_RE = /[\u064B-\u0652]/;
/** Emphatic particles a phrase may contain without changing its meaning. */
const PARTICLES = new Set(['ہی', 'بہی', 'بھی', 'تو'].map(urduKey));

export interface ProfanityHit {
  text: string;
  weight: number;
  /** The entry's weight wherever it occurs; lower than `weight` when the hit was aimed at someone. */
  plainWeight: number;
  /** Index of the sentence the hit is in. */
  sentence: number;
  /** The lexicon entry (Roman or Urdu-script key). */
  entry: string;
}

export interface ProfanityResult {
  /** 0 to 1, two decimals; closer to 1 is more profane. */
  score: number;
  hits: ProfanityHit[];
}

let lexicon: ProfanityLexicon | undefined;

interface PhraseMatch {
  key: string;
  /** Index of the phrase's last token. */
  end: number;
  weights: readonly [number, number];
}

/**
 * The longest Urdu-script entry starting at token `start`, skipping particles after its first word.
 * It looks at most twice as many tokens as the longest entry has words (a particle after each
 * word): without that bound a sentence of nothing but particles was read to its end from every
 * token, quadratic in its length.
 */
function matchPhrase(keys: readonly string[], start: number, lex: ProfanityLexicon): PhraseMatch | undefined {
  const parts: string[] = [];
  const ends: number[] = [];
  const last = Math.min(keys.length, start + 2 * lex.maxPhraseWords);
  for (let j = start; j < last && parts.length < lex.maxPhraseWords; j++) {
    const key = keys[j] as string;
    if (key === '') break; // a Latin word ends an Urdu phrase
    if (j > start && PARTICLES.has(key)) continue;
    parts.push(key);
    ends.push(j);
  }
  for (let n = parts.length; n >= 1; n--) {
    const key = parts.slice(0, n).join(' ');
    const weights = lex.urdu.get(key);
    if (weights) return { key, end: ends[n - 1] as number, weights };
  }
  return undefined;
}

/** Vocative particles: right before a word they address it to someone ("او کمینے", "اے جاہل"). */
const VOCATIVES = new Set(['او', 'اے'].map(urduKey));
/** "X کہیں کا" ("الو کہیں کا", "بدتمیز کہیں کے") calls the addressee X. */
const KAHIN = urduKey('کہیں');
const GENITIVES = new Set(['کا', 'کے', 'کی'].map(urduKey));

/** A vocative right before the words start..end, or "کہیں کا" right after them. */
function isAddressed(keys: readonly string[], start: number, end: number): boolean {
  if (VOCATIVES.has(keys[start - 1] as string)) return true;
  return keys[end + 1] === KAHIN && GENITIVES.has(keys[end + 2] as string);
}

function isTargeted(
  keys: readonly string[],
  clauses: readonly number[],
  start: number,
  end: number,
  targets: ReadonlySet<string>,
): boolean {
  if (isAddressed(keys, start, end)) return true;
  const from = Math.max(0, start - TARGET_BEFORE);
  const to = Math.min(keys.length - 1, end + TARGET_AFTER);
  for (let j = from; j <= to; j++) {
    if (j >= start && j <= end) continue;
    if (clauses[j] !== clauses[start] && clauses[j] !== clauses[end]) continue;
    if (targets.has(keys[j] as string)) return true;
  }
  return false;
}

function sentenceHits(
  words: readonly string[],
  clauses: readonly number[],
  sentence: number,
  lex: ProfanityLexicon,
  hits: ProfanityHit[],
): void {
  // Words written with harakat are Arabic quotations (Quran, hadith), never Urdu abuse.
  const keys = words.map((w) => (isLatinWord(w) ? '' : HARAKAT_RE.test(w) ? '\u0000' : urduKey(w)));
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (isLatinWord(word)) {
      const w = lex.roman.get(romanKey(word));
      if (w) hits.push({ text: word, weight: w, plainWeight: w, sentence, entry: romanKey(word) });
      continue;
    }
    const match = matchPhrase(keys, i, lex);
    if (!match) continue;
    const [weight, targeted] = match.weights;
    const w = isTargeted(keys, clauses, i, match.end, lex.urduTargets) ? Math.max(weight, targeted) : weight;
    const text = words.slice(i, match.end + 1).join(' ');
    if (w > 0) hits.push({ text, weight: w, plainWeight: weight, sentence, entry: match.key });
    i = match.end;
  }
}

/** Words that open a new clause: a target before them is not what follows them is about. */
const CLAUSE_OPENERS = new Set(['کہ', 'لیکن', 'مگر', 'جبکہ', 'کیونکہ', 'تاکہ', 'بلکہ'].map(urduKey));

/** The sentence's words and, for each, the index of its clause (commas and CLAUSE_OPENERS split clauses). */
function clauseWords(sentence: string): { words: string[]; clauses: number[] } {
  const words: string[] = [];
  const clauses: number[] = [];
  let clause = 0;
  for (const part of sentence.split(/[،,؛;]/)) {
    clause++;
    for (const word of wordTokens(part)) {
      if (CLAUSE_OPENERS.has(urduKey(word))) clause++;
      words.push(word);
      clauses.push(clause);
    }
  }
  return { words, clauses };
}

/** The formula at the top of this file. */
function combine(hits: readonly ProfanityHit[]): number {
  // Each entry counts once per scope, at its highest weight there.
  const plain = new Map<string, number>();
  const bySentence = new Map<number, Map<string, number>>();
  for (const h of hits) {
    plain.set(h.entry, Math.max(plain.get(h.entry) ?? 0, h.plainWeight));
    const sentence = bySentence.get(h.sentence) ?? new Map<string, number>();
    sentence.set(h.entry, Math.max(sentence.get(h.entry) ?? 0, h.weight));
    bySentence.set(h.sentence, sentence);
  }
  let worst = noisyOr(plain.values());
  for (const sentence of bySentence.values()) worst = Math.max(worst, noisyOr(sentence.values()));
  return worst;
}

function noisyOr(weights: Iterable<number>): number {
  let clean = 1;
  for (const w of weights) clean *= 1 - w;
  return 1 - clean;
}

export function profanityScore(text: string, lex?: ProfanityLexicon): ProfanityResult {
  lexicon ??= lex ?? loadProfanityLexicon();
  const use = lex ?? lexicon;
  const hits: ProfanityHit[] = [];
  for (const [n, sentence] of splitSentences(text).entries()) {
    const { words, clauses } = clauseWords(sentence);
    sentenceHits(words, clauses, n, use, hits);
  }
  return { score: Math.round(combine(hits) * 100) / 100, hits };
}
