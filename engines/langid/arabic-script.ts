// Which language an Arabic-script run is in. fastText's lid.176 alone calls about one Urdu
// sentence in eight Persian (measured on Dakshina sentences), so letters that only some of
// these orthographies use decide first, and fastText settles the rest.
import { fastLookupKey, lookupKey } from '../text/index';
import type { LanguageGuess } from './fasttext-lid';
import { countFunctionWordKeys } from './function-words';
import { type PunjabiUrduScore, withoutAbbreviations } from './punjabi-urdu';
import { isJsSpace, splitOnSpace } from './split-space';

/** Persian function words that Urdu does not use. */
const PERSIAN_MARKERS = new Set(
  'از را است این آن که با برای می نمی شد شده های ها هم ولی نیست هست بیش کرد کردن بود باشد شود'
    .split(' ')
    .map(lookupKey),
);

/** Share of the run's words (lookup keys, abbreviations left out) found in a marker set. */
function markerShare(words: readonly string[], markers: ReadonlySet<string>): number {
  if (words.length === 0) return 0;
  return words.filter((w) => markers.has(w)).length / words.length;
}

/** ݨ (Punjabi retroflex n): Shahmukhi (and Saraiki) write it, Urdu does not. */
const PUNJABI_LETTERS = '\u0768';
/** Letters of Urdu (and Shahmukhi Punjabi) that Persian and Arabic do not use: ٹ ڈ ڑ ں ے ہ ھ ۂ ۓ. */
const URDU_LETTERS = '\u0679\u0688\u0691\u06BA\u06D2\u06C1\u06BE\u06C2\u06D3';
/** Pashto-only letters: ټ ډ ړ ږ ښ ګ ڼ ې ۍ ځ څ. */
const PASHTO_LETTERS = '\u067C\u0689\u0693\u0696\u069A\u06AB\u06BC\u06D0\u06CD\u0681\u0685';
/** Sindhi-only letters: ڄ ڃ ڇ ٺ ٽ ٿ ڀ ڊ ڌ ڏ ڍ ڙ ڦ ڪ ڱ ڳ ڻ ۾. */
const SINDHI_LETTERS =
  '\u0684\u0683\u0687\u067A\u067D\u067F\u0680\u068A\u068C\u068F\u068D\u0699\u06A6\u06AA\u06B1\u06B3\u06BB\u06FE';
/** Arabic and Persian spellings Urdu replaces: ه ي ك ة ى. */
const ARABIC_PERSIAN_LETTERS = '\u0647\u064A\u0643\u0629\u0649';

/**
 * The five letter sets above as bits of a table over the Arabic blocks, so one pass over a run
 * counts them all (#35: it was five regular-expression passes and a sixth for the letter count).
 */
const PUNJABI = 1;
const URDU = 2;
const PASHTO = 4;
const SINDHI = 8;
const ARABIC_PERSIAN = 16;
const TABLE_START = 0x0600;
const letterSets = new Uint8Array(0x0780 - TABLE_START);
for (const [letters, bit] of [
  [PUNJABI_LETTERS, PUNJABI],
  [URDU_LETTERS, URDU],
  [PASHTO_LETTERS, PASHTO],
  [SINDHI_LETTERS, SINDHI],
  [ARABIC_PERSIAN_LETTERS, ARABIC_PERSIAN],
] as const)
  for (let i = 0; i < letters.length; i++) letterSets[letters.charCodeAt(i) - TABLE_START]! |= bit;

/** What classifyArabicRun reads of a run's own letters and words, each worked out once. */
export interface ArabicRunFacts {
  /** Code units other than white space (at least 1). */
  letters: number;
  pashto: number;
  sindhi: number;
  punjabi: number;
  urdu: number;
  arabicPersian: number;
  /** The run's words as lookup keys, abbreviations left out (computed when first asked for). */
  words(): string[];
}

export function arabicRunFacts(text: string): ArabicRunFacts {
  let letters = 0;
  let pashto = 0;
  let sindhi = 0;
  let punjabi = 0;
  let urdu = 0;
  let arabicPersian = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const k = c - TABLE_START;
    if (k >= 0 && k < letterSets.length) {
      letters++;
      const bits = letterSets[k] as number;
      if (bits === 0) continue;
      if (bits & PUNJABI) punjabi++;
      if (bits & URDU) urdu++;
      if (bits & PASHTO) pashto++;
      if (bits & SINDHI) sindhi++;
      if (bits & ARABIC_PERSIAN) arabicPersian++;
    } else if (!isJsSpace(c)) letters++;
  }
  let words: string[] | undefined;
  return {
    letters: letters || 1,
    pashto,
    sindhi,
    punjabi,
    urdu,
    arabicPersian,
    words: () => {
      words ??= withoutAbbreviations(splitOnSpace(fastLookupKey(text)));
      return words;
    },
  };
}

const ARABIC_SCRIPT_LANGS = new Set([
  'ur',
  'pnb',
  'fa',
  'ar',
  'sd',
  'ps',
  'arz',
  'ckb',
  'azb',
  'ug',
  'mzn',
  'glk',
]);

function prob(guesses: readonly LanguageGuess[], lang: string): number {
  return guesses.find((g) => g.lang === lang)?.prob ?? 0;
}

/**
 * A run with Urdu letters is Punjabi when the Punjabi-versus-Urdu model (punjabi-urdu.ts) leans
 * Punjabi per word and in total: the mean is set between the two languages on held-out training
 * text and on Urdu from other sources (news, comments, treebank: none goes over it), and the total
 * keeps one-word titles that look Punjabi (and two-word ones unless strongly so) Urdu. See
 * docs/quality/langid.md.
 */
const PUNJABI_PER_WORD = 0.5;
const PUNJABI_TOTAL = 4;
/**
 * The lean asked of a run with neither Punjabi nor Urdu function words. Urdu news of names and
 * loanwords ("آف سپنر ناتھن لیون ایک وکٹ ہی حاصل کر سکے") leans up to 0.85; converted Punjabi UI
 * text without function words ("کماںڈ چلاا پرواوٹ وےکھو") mostly over 2 (news and XL-Sum, 19,171
 * sentences: 1 over 1.0 against 7 over 0.5; Punjabi training lines: 16 of 1,954 lost).
 */
const PUNJABI_PER_WORD_ALONE = 1;

function leansPunjabi(score: PunjabiUrduScore, perWord: number): boolean {
  return score.words >= 2 && score.perWord > perWord && score.perWord * score.words > PUNJABI_TOTAL;
}

/** The language of one Arabic-script run; `punjabi` is the Punjabi-versus-Urdu model's score of it. */
export function classifyArabicRun(
  text: string,
  guesses: readonly LanguageGuess[],
  punjabi: PunjabiUrduScore,
): string {
  return decideArabicRun(arabicRunFacts(text), guesses, () => punjabi) as string;
}

/**
 * classifyArabicRun on a run's facts. `guesses` undefined: the letters and function words decide
 * alone, and the answer is undefined when they leave it to fastText (most Urdu runs do not: #35,
 * fastText was half of langid's cost). `punjabi` is asked for only when the rules reach it.
 */
export function decideArabicRun(
  facts: ArabicRunFacts,
  guesses: readonly LanguageGuess[] | undefined,
  punjabi: () => PunjabiUrduScore,
): string | undefined {
  const { letters, pashto, sindhi } = facts;
  const share = (n: number) => n / letters;
  if (pashto >= 2 && share(pashto) >= 0.02) return 'ps';
  if (sindhi >= 2 && share(sindhi) >= 0.02) return 'sd';
  if (facts.punjabi > 0) return 'pnb';
  const urduLetters = facts.urdu > 0;
  if (!urduLetters) {
    // Every path from here may need fastText's best Arabic-script language.
    if (!guesses) return undefined;
    const best = guesses.find((g) => ARABIC_SCRIPT_LANGS.has(g.lang));
    if (facts.arabicPersian > 0 && best && best.lang !== 'ur') return best.lang;
    const persian = markerShare(facts.words(), PERSIAN_MARKERS);
    if (persian >= 0.1 && best && best.lang !== 'ur') return best.lang === 'pnb' ? 'fa' : best.lang;
  }
  // Shahmukhi Punjabi shares Urdu's letters: it takes Punjabi function words (function-words.ts)
  // outnumbering the Urdu ones, then enough of them or the Punjabi-versus-Urdu model's lean.
  // Neither fastText (lid.176's pnb: see docs/quality/langid.md) nor the model alone may call a run
  // Punjabi: both lean Punjabi on Urdu news full of names and loanwords. Runs without Urdu-only
  // letters ("چتر دی کسم") are no exception.
  const words = countFunctionWordKeys(facts.words());
  if (words.urdu < words.punjabi || (words.urdu === 0 && leansPunjabi(punjabi(), PUNJABI_PER_WORD_ALONE))) {
    const markers = words.punjabi / Math.max(1, words.words);
    if (markers >= 0.1 || leansPunjabi(punjabi(), PUNJABI_PER_WORD)) return 'pnb';
    if (urduLetters && markers >= 0.05) {
      if (!guesses) return undefined;
      if (prob(guesses, 'pnb') >= 0.5 * prob(guesses, 'ur')) return 'pnb';
    }
  }
  if (urduLetters) return 'ur';
  // Short runs without telling letters ("اس کا", "کیا"): Urdu unless fastText is sure.
  if (!guesses) return undefined;
  const best = guesses.find((g) => ARABIC_SCRIPT_LANGS.has(g.lang));
  if (best && best.lang !== 'ur' && best.prob > 0.9 && letters >= 12) return best.lang;
  return 'ur';
}
