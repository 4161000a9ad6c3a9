// Which language an Arabic-script run is in. fastText's lid.176 alone calls about one Urdu
// sentence in eight Persian (measured on Dakshina sentences), so letters that only some of
// these orthographies use decide first, and fastText settles the rest.
import { lookupKey } from '../text/index';
import type { LanguageGuess } from './fasttext-lid';
import { countFunctionWords } from './function-words';
import { type PunjabiUrduScore, withoutAbbreviations } from './punjabi-urdu';

/** Persian function words that Urdu does not use. */
const PERSIAN_MARKERS = new Set(
  'از را است این آن که با برای می نمی شد شده های ها هم ولی نیست هست بیش کرد کردن بود باشد شود'
    .split(' ')
    .map(lookupKey),
);

/** Share of words in the run found in a marker set. */
function markerShare(text: string, markers: ReadonlySet<string>): number {
  const words = withoutAbbreviations(lookupKey(text).split(/\s+/).filter(Boolean));
  if (words.length === 0) return 0;
  return words.filter((w) => markers.has(w)).length / words.length;
}

/** ݨ (Punjabi retroflex n): Shahmukhi (and Saraiki) write it, Urdu does not. */
const PUNJABI_LETTERS = /\u0768/g;
/** Letters of Urdu (and Shahmukhi Punjabi) that Persian and Arabic do not use: ٹ ڈ ڑ ں ے ہ ھ ۂ ۓ. */
const URDU_LETTERS = /[\u0679\u0688\u0691\u06BA\u06D2\u06C1\u06BE\u06C2\u06D3]/g;
/** Pashto-only letters: ټ ډ ړ ږ ښ ګ ڼ ې ۍ ځ څ. */
const PASHTO_LETTERS = /[\u067C\u0689\u0693\u0696\u069A\u06AB\u06BC\u06D0\u06CD\u0681\u0685]/g;
/** Sindhi-only letters: ڄ ڃ ڇ ٺ ٽ ٿ ڀ ڊ ڌ ڏ ڍ ڙ ڦ ڪ ڱ ڳ ڻ ۾. */
const SINDHI_LETTERS =
  /[\u0684\u0683\u0687\u067A\u067D\u067F\u0680\u068A\u068C\u068F\u068D\u0699\u06A6\u06AA\u06B1\u06B3\u06BB\u06FE]/g;
/** Arabic and Persian spellings Urdu replaces: ه ي ك ة ى. */
const ARABIC_PERSIAN_LETTERS = /[\u0647\u064A\u0643\u0629\u0649]/g;

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

function count(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}

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
  const letters = text.replace(/\s+/g, '').length || 1;
  const share = (n: number) => n / letters;
  const pashto = count(text, PASHTO_LETTERS);
  const sindhi = count(text, SINDHI_LETTERS);
  if (pashto >= 2 && share(pashto) >= 0.02) return 'ps';
  if (sindhi >= 2 && share(sindhi) >= 0.02) return 'sd';
  if (count(text, PUNJABI_LETTERS) > 0) return 'pnb';
  const urduLetters = count(text, URDU_LETTERS) > 0;
  const best = guesses.find((g) => ARABIC_SCRIPT_LANGS.has(g.lang));
  if (!urduLetters) {
    const arabicPersian = count(text, ARABIC_PERSIAN_LETTERS);
    if (arabicPersian > 0 && best && best.lang !== 'ur') return best.lang;
    const persian = markerShare(text, PERSIAN_MARKERS);
    if (persian >= 0.1 && best && best.lang !== 'ur') return best.lang === 'pnb' ? 'fa' : best.lang;
  }
  // Shahmukhi Punjabi shares Urdu's letters: it takes Punjabi function words (function-words.ts)
  // outnumbering the Urdu ones, then enough of them or the Punjabi-versus-Urdu model's lean.
  // Neither fastText (lid.176's pnb: see docs/quality/langid.md) nor the model alone may call a run
  // Punjabi: both lean Punjabi on Urdu news full of names and loanwords. Runs without Urdu-only
  // letters ("چتر دی کسم") are no exception.
  const words = countFunctionWords(text);
  if (words.urdu < words.punjabi || (words.urdu === 0 && leansPunjabi(punjabi, PUNJABI_PER_WORD_ALONE))) {
    const markers = words.punjabi / Math.max(1, words.words);
    if (markers >= 0.1 || leansPunjabi(punjabi, PUNJABI_PER_WORD)) return 'pnb';
    if (urduLetters && markers >= 0.05 && prob(guesses, 'pnb') >= 0.5 * prob(guesses, 'ur')) return 'pnb';
  }
  if (urduLetters) return 'ur';
  // Short runs without telling letters ("اس کا", "کیا"): Urdu unless fastText is sure.
  if (best && best.lang !== 'ur' && best.prob > 0.9 && letters >= 12) return best.lang;
  return 'ur';
}
