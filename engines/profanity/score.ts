// Profanity score of a text: every lexicon hit is an independent piece of evidence, combined
// as a noisy-OR, score = 1 - prod(1 - w_i) over all hits i, rounded to two decimals. No hit gives
// 0; one severe word (w 0.9) gives 0.9; two mild ones (w 0.4) give 0.64. 0.5 or more is treated
// as abusive by the quality figures.
//
// w_i is the Roman Urdu word's weight, or for Urdu script the entry's weight, raised to its
// targeted weight when a target word (a second-person pronoun, a person or group noun, a
// third-person plural pronoun) stands within TARGET_BEFORE words before it or TARGET_AFTER words
// after it in the same sentence: "نفرت" (hatred) alone is no insult, "یہ قوم نفرت پھیلاتی ہے" is.
// The target word itself is never scored. Urdu-script entries may span several words; the longest
// match wins and particles (ہی، بھی) inside a phrase are skipped ("شرم بھی نہیں آتی").
import { splitSentences, wordTokens } from '../text/index';
import { loadProfanityLexicon, type ProfanityLexicon } from './lexicon';
import { isLatinWord, romanKey, urduKey } from './word-keys';

export const TARGET_BEFORE = Number(process.env.TB ?? 8);
export const TARGET_AFTER = Number(process.env.TA ?? 3);
/** Emphatic particles a phrase may contain without changing its meaning. */
const PARTICLES = new Set(['ہی', 'بہی', 'بھی', 'تو'].map(urduKey));

export interface ProfanityHit {
  text: string;
  weight: number;
  /** True when the targeted weight applied: a target word stood near the hit. */
  targeted: boolean;
}

export interface ProfanityResult {
  /** 0 to 1, two decimals; closer to 1 is more profane. */
  score: number;
  hits: ProfanityHit[];
}

let lexicon: ProfanityLexicon | undefined;

interface PhraseMatch {
  /** Index of the phrase's last token. */
  end: number;
  weights: readonly [number, number];
}

/** The longest Urdu-script entry starting at token `start`, skipping particles after its first word. */
function matchPhrase(keys: readonly string[], start: number, lex: ProfanityLexicon): PhraseMatch | undefined {
  const parts: string[] = [];
  const ends: number[] = [];
  for (let j = start; j < keys.length && parts.length < lex.maxPhraseWords; j++) {
    const key = keys[j] as string;
    if (key === '') break; // a Latin word ends an Urdu phrase
    if (j > start && PARTICLES.has(key)) continue;
    parts.push(key);
    ends.push(j);
  }
  for (let n = parts.length; n >= 1; n--) {
    const weights = lex.urdu.get(parts.slice(0, n).join(' '));
    if (weights) return { end: ends[n - 1] as number, weights };
  }
  return undefined;
}

function isTargeted(
  keys: readonly string[],
  start: number,
  end: number,
  targets: ReadonlySet<string>,
): boolean {
  const from = Math.max(0, start - TARGET_BEFORE);
  const to = Math.min(keys.length - 1, end + TARGET_AFTER);
  for (let j = from; j <= to; j++) if ((j < start || j > end) && targets.has(keys[j] as string)) return true;
  return false;
}

function sentenceHits(words: readonly string[], lex: ProfanityLexicon, hits: ProfanityHit[]): void {
  const keys = words.map((w) => (isLatinWord(w) ? '' : urduKey(w)));
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (isLatinWord(word)) {
      const w = lex.roman.get(romanKey(word));
      if (w) hits.push({ text: word, weight: w, targeted: false });
      continue;
    }
    const match = matchPhrase(keys, i, lex);
    if (!match) continue;
    const [weight, targeted] = match.weights;
    const aimed = isTargeted(keys, i, match.end, lex.urduTargets);
    const w = aimed ? Math.max(weight, targeted) : weight;
    if (w > 0) hits.push({ text: words.slice(i, match.end + 1).join(' '), weight: w, targeted: aimed });
    i = match.end;
  }
}

export function profanityScore(text: string, lex?: ProfanityLexicon): ProfanityResult {
  lexicon ??= lex ?? loadProfanityLexicon();
  const use = lex ?? lexicon;
  const hits: ProfanityHit[] = [];
  for (const sentence of splitSentences(text)) sentenceHits(wordTokens(sentence), use, hits);
  let clean = 1;
  for (const h of hits) clean *= 1 - h.weight;
  return { score: Math.round((1 - clean) * 100) / 100, hits };
}
