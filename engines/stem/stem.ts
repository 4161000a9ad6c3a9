// Affix-exception stemmer: a word is looked up in the exception list (irregular forms and
// function words), then in the protected list (words whose ending is part of the root), and
// otherwise loses its longest inflectional suffix that leaves a long enough stem.
import { lookupKey } from '../text';
import { loadRules, type StemRules } from './rules';

export interface StemOptions {
  /** Also remove a derivational prefix (بے, نا, غیر ...). Off by default: it changes the lemma. */
  prefixes?: boolean;
}

const rules: StemRules = loadRules();

/** Future auxiliaries written after a verb in multiword tokens such as کریں_گے. */
const FUTURE_AUX = new Set(['گا', 'گی', 'گے']);

/**
 * Stem-level spelling repair: some corpora write ے before ں (مےں, ہےں) where Urdu has ی
 * (ے followed by a letter is otherwise legitimate: بےروزگار, کےلئے written together), and ۓ
 * for ئے.
 */
function canonical(word: string): string {
  return lookupKey(word)
    .replace(/\u06D2\u06BA/g, '\u06CC\u06BA')
    .replace(/\u06D3/g, '\u0626\u06D2');
}

function stripSuffix(word: string): string {
  const exception = rules.exceptions.get(word);
  if (exception !== undefined) return exception;
  if (rules.protectedWords.has(word) || rules.yiWords.has(word)) return word;
  const singular = rules.plurals.get(word);
  if (singular !== undefined) return stripSuffix(singular);
  if (rules.haSpellings.has(word)) return stripSuffix(`${word.slice(0, -1)}ا`);
  for (const rule of rules.suffixes) {
    if (!word.endsWith(rule.suffix)) continue;
    const stem = word.slice(0, word.length - rule.suffix.length);
    if ([...stem].length < rule.minStem) continue;
    if (rule.after && !rule.after.includes(stem.at(-1) ?? '')) continue;
    const restored = restore(stem, rule.suffix);
    return RESPELT_ROOTS.get(restored) ?? restored;
  }
  return word;
}

/** Nouns in ہ and words with a root ی keep that letter in the stems of their inflections. */
function restore(root: string, suffix: string): string {
  if (suffix === 'ے' && rules.heNouns.has(`${root}ہ`)) return `${root}ہ`;
  if (suffix === 'وں' && rules.heNouns.get(`${root}ہ`) === true) return `${root}ہ`;
  if ((suffix === 'یوں' || suffix === 'یاں') && rules.yiWords.has(`${root}ی`)) return `${root}ی`;
  return root;
}

function stripPrefix(word: string): string {
  for (const prefix of rules.prefixes) {
    if (word.startsWith(prefix) && [...word].length - [...prefix].length >= 3)
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
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, stem);
  return stem;
}

/** Adverbs written with tanween (خصوصاً, تقریباً, یقیناً) do not inflect. */
const TANWEEN_ADVERB = /(\u0627\u064B|\u064B\u0627)$/;

/**
 * Roots respelt after a suffix is removed: the verb کہنا keeps the spelling کہہ, so that its forms
 * do not share a stem with the conjunction کہ.
 */
const RESPELT_ROOTS = new Map([['کہ', 'کہہ']]);

function computeStem(word: string, opts: StemOptions): string {
  if (TANWEEN_ADVERB.test(word.trim())) return lookupKey(word);
  const parts = canonical(word).split('_').filter(Boolean);
  if (parts.length === 0) return '';
  if (parts.length > 1 && FUTURE_AUX.has(parts.at(-1) ?? '')) parts.pop();
  const head = parts.slice(0, -1);
  let last = parts.at(-1) ?? '';
  if (opts.prefixes && head.length === 0) last = stripPrefix(last);
  return [...head, stripSuffix(last)].join('_');
}
