// Urdu normalisation: one canonical spelling for the many ways the same Urdu text is typed
// (Arabic keyboard letters, presentation forms copied from PDFs, two digit sets, invisible
// marks). Every engine looks words up in normalised form, so lexicons built with this
// function and text checked with it agree.
import { normalizeForm } from './unicode-form';

export interface NormalizeOptions {
  /** Remove harakat, tanween, shadda, superscript alef and similar marks (hamza and madda stay). */
  stripDiacritics?: boolean;
  /** 'urdu' (default) writes Arabic-Indic digits as Urdu ۰-۹; 'ascii' writes every digit as 0-9; 'keep' leaves digits. */
  digits?: 'urdu' | 'ascii' | 'keep';
  /** 'keep' (default) keeps ZWNJ inside words and drops stray ones; 'remove' drops all; 'space' turns them into spaces. */
  zwnj?: 'keep' | 'remove' | 'space';
  /** 'collapse' (default) turns runs of spaces into one and trims lines; 'keep' only unifies space characters. */
  whitespace?: 'collapse' | 'keep';
}

/** Arabic-keyboard and regional letter variants written the Urdu way. */
const LETTER_MAP: Record<string, string> = {
  '\u064A': '\u06CC', // ي Arabic yeh -> ی Farsi/Urdu yeh
  '\u0649': '\u06CC', // ى alef maksura -> ی
  '\u0643': '\u06A9', // ك Arabic kaf -> ک keheh
  '\u0647': '\u06C1', // ه Arabic heh -> ہ heh goal
  '\u06D5': '\u06C1', // ە ae -> ہ
  '\u06C0': '\u06C2', // ۀ heh with yeh above -> ۂ heh goal with hamza above
  '\u0671': '\u0627', // ٱ alef wasla -> ا
  '\u0678': '\u0626', // ٸ high hamza yeh -> ئ
};
const LETTER_RE = new RegExp(`[${Object.keys(LETTER_MAP).join('')}]`, 'g');

/** Presentation forms (FB50-FDFF, FE70-FEFC) come from PDFs and old fonts; NFKC gives their letters. */
const PRESENTATION_RE = /[\uFB50-\uFDFF\uFE70-\uFEFC]/g;
/** Tatweel, zero-width space, BOM, direction marks and embeddings, ZWJ: no meaning in plain text. */
const INVISIBLE_RE = /[\u0640\u200B\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]|\u200D/g;
const DIACRITIC_RE = /[\u064B-\u0652\u0655-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED]/g;
const ARABIC_INDIC_DIGIT_RE = /[\u0660-\u0669]/g;
const ANY_NON_ASCII_DIGIT_RE = /[\u0660-\u0669\u06F0-\u06F9]/g;
const SPACE_CHARS_RE = /[\u00A0\u2000-\u200A\u202F\u205F\u3000\t\v\f]/g;
const ZWNJ_RUN_RE = /\u200C+/g;
/** A ZWNJ only means something between two letters (or a letter and a mark) of a word. */
const STRAY_ZWNJ_RE = /(^|[^\p{L}\p{M}])\u200C|\u200C(?=[^\p{L}\p{M}]|$)/gu;

export function normalizeUrdu(text: string, opts: NormalizeOptions = {}): string {
  let s = text.replace(/\r\n?/g, '\n');
  s = s.replace(PRESENTATION_RE, (c) => c.normalize('NFKC'));
  s = s.replace(INVISIBLE_RE, '');
  s = s.replace(LETTER_RE, (c) => LETTER_MAP[c] ?? c);
  // NFC composes ا+ٓ -> آ, و+ٔ -> ؤ, ے+ٔ -> ۓ, ہ+ٔ -> ۂ; Urdu yeh + hamza has no composition, so do it here.
  s = normalizeForm(s, 'NFC').replace(/\u06CC\u0654/g, '\u0626');
  if (opts.stripDiacritics) s = s.replace(DIACRITIC_RE, '');
  s = normalizeDigits(s, opts.digits ?? 'urdu');
  s = normalizeZwnj(s, opts.zwnj ?? 'keep');
  s = s.replace(SPACE_CHARS_RE, ' ');
  if ((opts.whitespace ?? 'collapse') === 'collapse') {
    s = s
      .replace(/ {2,}/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
  return s;
}

function normalizeDigits(s: string, mode: 'urdu' | 'ascii' | 'keep'): string {
  if (mode === 'urdu')
    return s.replace(ARABIC_INDIC_DIGIT_RE, (d) => String.fromCharCode(d.charCodeAt(0) + 0x90));
  if (mode === 'ascii')
    return s.replace(ANY_NON_ASCII_DIGIT_RE, (d) => String(toDigitValue(d.charCodeAt(0))));
  return s;
}

function toDigitValue(code: number): number {
  return code >= 0x06f0 ? code - 0x06f0 : code - 0x0660;
}

function normalizeZwnj(s: string, mode: 'keep' | 'remove' | 'space'): string {
  if (mode === 'remove') return s.replace(ZWNJ_RUN_RE, '');
  if (mode === 'space') return s.replace(ZWNJ_RUN_RE, ' ');
  return s.replace(ZWNJ_RUN_RE, '\u200C').replace(STRAY_ZWNJ_RE, '$1');
}

/**
 * The key a lexicon is indexed by: normalised, diacritics stripped, ZWNJ removed, Latin
 * lower-cased. Spell checking, stemming and keyword counting compare words through this.
 */
export function lookupKey(word: string): string {
  return normalizeUrdu(word, { stripDiacritics: true, zwnj: 'remove', whitespace: 'keep' }).toLowerCase();
}
