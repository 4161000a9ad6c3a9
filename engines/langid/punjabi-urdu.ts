// Shahmukhi Punjabi versus Urdu inside one Arabic-script run: the mean per-word log-likelihood
// ratio of two word-plus-character-4-gram models (char-ngram.ts) learnt by
// training/build-punjabi-urdu-model.ts. Both languages share every letter, so only word forms
// and endings tell them apart (نوں/کو, وچ/میں, دا/کا, کردا/کرتا, سکدی/سکتی). Words are compared
// without diacritics, which Urdu rarely writes and converted Shahmukhi writes a lot.
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { EngineUnavailableError } from '../errors/index';
import { fastLookupKey } from '../text/index';
import { type CharNgramData, CharNgramModel } from './char-ngram';

interface PunjabiUrduData {
  version: number;
  punjabi: CharNgramData;
  urdu: CharNgramData;
}

export interface PunjabiUrduScore {
  /** Mean log-likelihood ratio per word, Punjabi over Urdu; > 0 leans Punjabi. */
  perWord: number;
  /** Arabic-letter words scored. */
  words: number;
}

export interface PunjabiUrduScorer {
  score(text: string): PunjabiUrduScore;
}

/** One word that only one model spells well must not outvote the rest of the run. */
const CLIP = 4;

const ARABIC_WORD = /^[\u0620-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF\u0750-\u077F]+$/;

/**
 * English letter names as Urdu spells them. Abbreviations (بی بی سی, ٹی وی, ڈی این اے) would
 * otherwise read as Punjabi: سی "was", وی "also", اے "is", جے "if".
 */
const LETTER_NAMES = new Set(
  'اے بی سی ڈی ای ایف جی ایچ آئی جے کے ایل ایم این او پی کیو آر ایس ٹی یو وی ڈبلیو ایکس وائی زیڈ زیڈ'.split(
    ' ',
  ),
);

/** Drops runs of two or more letter names: spelt-out abbreviations, not words of either language. */
export function withoutAbbreviations(words: readonly string[]): string[] {
  const isName = (i: number) => LETTER_NAMES.has(words[i] ?? '');
  return words.filter((_, i) => !(isName(i) && (isName(i - 1) || isName(i + 1))));
}

/** Diacritic-free lookup keys of the Arabic-letter words of a text, abbreviations left out. */
export function arabicWordKeys(text: string): string[] {
  return withoutAbbreviations(
    // One normalisation pass over the run, not one per word: it is most of the cost.
    fastLookupKey(text)
      .split(/[\s\p{P}\p{S}\d]+/u)
      .filter((w) => w && ARABIC_WORD.test(w)),
  );
}

export const DEFAULT_PUNJABI_URDU_PATH = new URL('./data/punjabi-urdu.json.gz', import.meta.url);

export function punjabiUrduScorer(data: PunjabiUrduData): PunjabiUrduScorer {
  const pnb = new CharNgramModel(data.punjabi);
  const ur = new CharNgramModel(data.urdu);
  const scorer = {
    score(text: string): PunjabiUrduScore {
      const words = arabicWordKeys(text);
      if (words.length === 0) return { perWord: 0, words: 0 };
      let sum = 0;
      for (const w of words) sum += Math.max(-CLIP, Math.min(CLIP, pnb.wordLogProb(w) - ur.wordLogProb(w)));
      return { perWord: sum / words.length, words: words.length };
    },
  };
  // Urdu prose seldom reaches the models since #35, so the first text of new words would also
  // pay for compiling their code: it is compiled here, with the load, on made-up words.
  for (const stride of [7, 11, 13]) scorer.score(madeUpWords(stride));
  return scorer;
}

const LETTERS = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے';

/** The Urdu alphabet taken `stride` letters apart: 150 words of six letters, then one of 100. */
function madeUpWords(stride: number): string {
  let text = '';
  for (let i = 0; i < 1000; i++)
    text += LETTERS[(i * stride) % LETTERS.length] + (i < 900 && i % 6 === 5 ? ' ' : '');
  return text;
}

export function loadPunjabiUrduScorer(path: string | URL = DEFAULT_PUNJABI_URDU_PATH): PunjabiUrduScorer {
  if (!existsSync(path)) {
    // Unavailable, not failed: the service answers 503 and refunds.
    throw new EngineUnavailableError(
      `Punjabi-Urdu model ${String(path)} not found: run training/build-punjabi-urdu-model.ts.`,
    );
  }
  return punjabiUrduScorer(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as PunjabiUrduData);
}
