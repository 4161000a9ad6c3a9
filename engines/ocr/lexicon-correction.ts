/**
 * Lexicon post-correction of a read line (accurate mode): a word the model was unsure of (confidence
 * below CORRECT_BELOW_CONFIDENCE) that is not in the spell checker's lexicon is replaced by the
 * lexicon word w that best explains the reading r, by log10 P(w) − cost(r | w), the cost coming from
 * our model's own confusions (ocr-channel.ts); the reading stays when UNKNOWN_WORD_LOG10 − cost(r | r)
 * is better, i.e. when it may well be a correctly read name or rare word. Known words, short words
 * and words with vowel marks are left alone: on the dev lines touching them did not pay.
 */
import { wordCandidates } from '../spell/candidates';
import { type Lexicon, lexicon } from '../spell/lexicon';
import { inLexicon } from '../spell/suggest';
import { isUrduWord } from '../spell/urdu-word';
import { lookupKey } from '../text';
import { type OcrChannel, ocrChannel } from './ocr-channel';
import type { WordReading } from './tsv-reading';

/** Chosen on the dev lines (docs/quality/ocr.md): 80–90 gave the same, 70 fixed fewer. */
export const CORRECT_BELOW_CONFIDENCE = 90;
/** Shorter readings are mostly pieces of a misread longer word; "correcting" them hurt on dev. */
export const MIN_LETTERS = 4;
/** log10 of the prior probability of a word outside the lexicon (names, rare words); −8 to −9 on dev. */
export const UNKNOWN_WORD_LOG10 = -9;
/** The spell checker's candidate search radius (engines/spell costs): up to two edits. */
const CANDIDATE_COST = 2;

const VOWEL_MARK = /[\u064B-\u0652\u0655-\u065F\u0670\u06D6-\u06ED]/;
/** Punctuation around a word is kept as read; only the letters between are corrected. */
const WORD_PARTS = /^([^\p{L}\p{M}]*)([\p{L}\p{M}]+)([^\p{L}\p{M}]*)$/u;

export interface CorrectionModels {
  lexicon: Lexicon;
  channel: OcrChannel;
}

function defaultModels(): CorrectionModels {
  return { lexicon: lexicon(), channel: ocrChannel() };
}

/** Loads the spell lexicon and the confusion table now, so that the first page does not wait ~1 s. */
export function warmLexiconCorrection(): void {
  defaultModels();
}

function log10Frequency(word: string, lex: Lexicon): number {
  // Lexicon frequencies are per billion words.
  return Math.log10(((lex.freq.get(word) ?? 0) + 0.5) / 1e9);
}

/** The corrected word, or the word as read. */
export function correctWord(word: WordReading, models: CorrectionModels = defaultModels()): string {
  if (word.confidence >= CORRECT_BELOW_CONFIDENCE) return word.text;
  const parts = WORD_PARTS.exec(word.text);
  const letters = parts?.[2];
  if (!parts || !letters || VOWEL_MARK.test(letters)) return word.text;
  const key = lookupKey(letters);
  if (!isUrduWord(key) || [...key].length < MIN_LETTERS || inLexicon(key, models.lexicon)) return word.text;
  let best = key;
  let bestScore = UNKNOWN_WORD_LOG10 - models.channel.readingCost(key, key);
  for (const candidate of wordCandidates(key, models.lexicon, CANDIDATE_COST)) {
    const score =
      log10Frequency(candidate.word, models.lexicon) - models.channel.readingCost(candidate.word, key);
    if (score > bestScore) {
      best = candidate.word;
      bestScore = score;
    }
  }
  return best === key ? word.text : `${parts[1]}${best}${parts[3]}`;
}

/** A line's words, corrected and joined with spaces. */
export function correctLine(
  words: readonly WordReading[],
  models: CorrectionModels = defaultModels(),
): string {
  return words.map((word) => correctWord(word, models)).join(' ');
}
