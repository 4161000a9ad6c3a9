// Affix-exception stemmer: a word is looked up in the exception list (irregular forms and
// function words), then in the protected list (words whose ending is part of the root), and
// otherwise loses its longest inflectional suffix that leaves a long enough stem.
import { fastLookupKey, isCacheableWord, lookupKey, normalizeForm } from '../text';
import { codePointLength } from './code-points';
import { loadRules, type StemRules, type SuffixRule } from './rules';

export interface StemOptions {
  /** Also remove a derivational prefix (بے, نا, غیر ...). Off by default: it changes the lemma. */
  prefixes?: boolean;
}

const rules: StemRules = loadRules();

/** Future auxiliaries written after a verb in multiword tokens such as کریں_گے. */
const FUTURE_AUX = new Set(['گا', 'گی', 'گے']);

/**
 * Where a joined future auxiliary (گا, گی, گے at the end: دےگی) starts, or -1. Compared by code
 * unit rather than by a regular expression: this runs for every new word (#35).
 */
function futureJoinedAt(word: string): number {
  const n = word.length;
  if (n < 2 || word.charCodeAt(n - 2) !== 0x06af) return -1;
  const last = word.charCodeAt(n - 1);
  return last === 0x0627 || last === 0x06cc || last === 0x06d2 ? n - 2 : -1;
}

/** Subjunctives end in ے or ں (دے, لیں); آگے and جنگی are not futures of آ and جن. */
function subjunctiveEndsAt(word: string, end: number): boolean {
  const c = word.charCodeAt(end - 1);
  return c === 0x06d2 || c === 0x06ba;
}

/**
 * The suffix rules (longest first) by the last code unit of their suffix: a word is tried only
 * against the rules that can end it, in the same order (#35).
 */
const NO_RULES: SuffixRule[] = [];
const emptySuffix = rules.suffixes.some((r) => r.suffix === '');
const rulesByLast = new Map<number, SuffixRule[]>();
for (const rule of rules.suffixes) {
  const last = rule.suffix.charCodeAt(rule.suffix.length - 1);
  const list = rulesByLast.get(last);
  if (list) list.push(rule);
  else rulesByLast.set(last, [rule]);
}

/**
 * Stem-level spelling repair: some corpora write ے before ں (مےں, ہےں) where Urdu has ی
 * (ے followed by a letter is otherwise legitimate: بےروزگار, کےلئے written together), and ۓ
 * for ئے.
 */
function canonical(word: string): string {
  const key = fastLookupKey(word);
  if (key.indexOf('\u06D2\u06BA') < 0 && key.indexOf('\u06D3') < 0) return key;
  return key.replace(/\u06D2\u06BA/g, '\u06CC\u06BA').replace(/\u06D3/g, '\u0626\u06D2');
}

function stripSuffix(word: string): string {
  const exception = rules.exceptions.get(word);
  if (exception !== undefined) return exception;
  // A joined future is the subjunctive + گا/گی/گے: دےگی is دے + گی, and دے is irregular.
  const future = futureJoinedAt(word);
  const subjunctive = future >= 0 ? rules.exceptions.get(word.slice(0, future)) : undefined;
  if (subjunctive !== undefined && subjunctiveEndsAt(word, future)) return subjunctive;
  if (rules.protectedWords.has(word) || rules.yiWords.has(word) || rules.aWords.has(word)) return word;
  const singular = rules.plurals.get(word);
  if (singular !== undefined) return stripSuffix(singular);
  if (rules.haSpellings.has(word)) return stripSuffix(`${word.slice(0, -1)}ا`);
  // The ے form of a noun in ہ (oblique singular, direct plural: معاہدے, ہفتے) stays whole, before
  // any suffix is tried (ہفتے is not ہف + تے). Precision first: UD lemmatises this form as a lemma of
  // its own in about a third of its tokens, with no feature to tell which (docs/quality/stem.md);
  // the وں plural still gives the noun (معاہدوں → معاہدہ). he-nouns.tsv holds a word in ہ only
  // where it is commoner than the verb form in ا or نا of the same letters.
  if (word.endsWith('ے') && codePointLength(word) >= 3 && rules.heNouns.has(`${word.slice(0, -1)}ہ`))
    return word;
  const candidates = emptySuffix
    ? rules.suffixes
    : (rulesByLast.get(word.charCodeAt(word.length - 1)) ?? NO_RULES);
  for (const rule of candidates) {
    if (!word.endsWith(rule.suffix)) continue;
    const stem = word.slice(0, word.length - rule.suffix.length);
    if (codePointLength(stem) < rule.minStem) continue;
    if (rule.after && !rule.after.includes(stem.at(-1) ?? '')) continue;
    if (!fitsStem(stem, rule.suffix)) continue;
    const root = RESPELT_ROOTS.get(stem) ?? restore(stem, rule.suffix);
    // Short function words do not inflect: جوگی is not جو + گی (the bare stem is a protected
    // particle or postposition; longer protected words such as حکومت are nouns that do inflect).
    if (root === stem && stem.length <= 2 && rules.protectedWords.has(stem)) continue;
    return root;
  }
  return word;
}

/**
 * Endings that do not follow these stems: a stem of one or two letters ending in a vowel must be
 * a listed verb root (جائے, but not رائے, چائے, ماں, دوا); the imperative و after a root in ی
 * (دیو, ریڈیو;
 * پیو and جیو are listed exceptions), and the perfective ا after a stem in و of three letters or
 * more, which is a causative in وا (کروا, بنوا: their stem keeps وا as کروایا does).
 */
function fitsStem(stem: string, suffix: string): boolean {
  const last = stem.at(-1);
  if (stem.length <= 2 && VOWEL_END.includes(last ?? '') && !rules.shortRoots.has(stem)) return false;
  // a stem does not end in the glide's hamza seat (رائ of رائے)
  if (last === 'ئ') return false;
  if (suffix === 'و' && last === 'ی') return false;
  if (suffix === 'ا' && last === 'و' && codePointLength(stem) >= 3) return false;
  return true;
}

const VOWEL_END = 'اوآ';

/** Nouns in ہ and words with a root ی keep that letter in the stems of their inflections. */
function restore(root: string, suffix: string): string {
  if ((suffix === 'وں' || suffix === 'و') && rules.heNouns.get(`${root}ہ`) === true) return `${root}ہ`;
  // یاں and یوں are only the plural of nouns in ی (لڑکیاں, بولیاں): no verb or adjective ends in
  // them, so the ی stays whatever the lists say of the singular
  if (NOUN_YI_PLURAL.has(suffix) || (suffix === 'یو' && isRootYi(`${root}ی`))) return `${root}ی`;
  // the vocative یو only of nouns in ی (لڑکیو); راجیو is not راج + یو
  if (suffix === 'یو') return `${root}یو`;
  // کارروائیوں, بھائیوں: the glide ئ belongs to a noun in ئی
  if (GLIDE_YI_PLURAL.has(suffix) && isRootYi(`${root}ئی`)) return `${root}ئی`;
  return root;
}

/** Plural endings of nouns in ی (لڑکیاں, لڑکیوں); the vocative یو keeps its ی only after a listed root ی (لڑکیو, not راجیو). */
const NOUN_YI_PLURAL = new Set(['یوں', 'یاں']);
const GLIDE_YI_PLURAL = new Set(['ئیوں', 'ئیاں', 'ئیو']);

function isRootYi(word: string): boolean {
  return rules.yiWords.has(word) || rules.protectedWords.has(word);
}

function stripPrefix(word: string): string {
  for (const prefix of rules.prefixes) {
    if (word.startsWith(prefix) && codePointLength(word) - codePointLength(prefix) >= 3)
      return word.slice(prefix.length);
  }
  return word;
}

/** Words repeat (Zipf): remembering recent stems makes running text several times faster. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

/** The stem of one word (normalised). Compounds joined with _ inflect on their last part. */
export function stemWord(word: string, opts: StemOptions = {}): string {
  if (opts.prefixes) return computeStem(word, opts);
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const stem = computeStem(word, opts);
  if (!isCacheableWord(word)) return stem;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, stem);
  return stem;
}

/** Entries in the stem cache (tests: a long word must not be kept). */
export function stemCacheSize(): number {
  return cache.size;
}

/**
 * Adverbs written with tanween (خصوصاً, تقریباً, یقیناً; also typed as two fathas) do not inflect:
 * the word ends in اً, ًا, اَ َ or َ َا (compared by code unit: #35).
 */
function endsWithTanween(word: string): boolean {
  const n = word.length;
  const last = word.charCodeAt(n - 1);
  const prev = word.charCodeAt(n - 2);
  if (last === 0x064b) return prev === 0x0627;
  if (last === 0x0627) return prev === 0x064b || (prev === 0x064e && word.charCodeAt(n - 3) === 0x064e);
  if (last === 0x064e) return prev === 0x064e && word.charCodeAt(n - 3) === 0x0627;
  return false;
}

/**
 * Roots respelt after a suffix is removed: the verb کہنا keeps the spelling کہہ, so that its forms
 * do not share a stem with the conjunction کہ.
 */
const RESPELT_ROOTS = new Map([['کہ', 'کہہ']]);

/** اُس, اُن ... (alif with damma) are the oblique of وہ; unmarked اس, ان are listed under یہ. */
const DISTAL_MARK = /^\u0627\u064F/;

function computeStem(word: string, opts: StemOptions): string {
  if (endsWithTanween(word.trim())) return lookupKey(word);
  const stem = joinedStem(word, opts);
  return stem === 'یہ' && DISTAL_MARK.test(normalizeForm(word.trim(), 'NFC')) ? 'وہ' : stem;
}

function joinedStem(word: string, opts: StemOptions): string {
  const key = canonical(word);
  // Most words are not compounds: no parts to split and join again.
  if (key.indexOf('_') < 0) {
    if (key === '') return '';
    return stripSuffix(opts.prefixes ? stripPrefix(key) : key);
  }
  const parts = key.split('_').filter(Boolean);
  if (parts.length === 0) return '';
  if (parts.length > 1 && FUTURE_AUX.has(parts.at(-1) ?? '')) {
    parts.pop();
    // before a future auxiliary ہوں is the subjunctive of ہونا, not the copula (listed under ہے)
    if (parts.at(-1) === 'ہوں') return [...parts.slice(0, -1), 'ہو'].join('_');
  }
  const head = parts.slice(0, -1);
  let last = parts.at(-1) ?? '';
  if (opts.prefixes && head.length === 0) last = stripPrefix(last);
  return [...head, stripSuffix(last)].join('_');
}
