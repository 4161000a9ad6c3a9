// Loads the stemmer's data files (affix lists, exceptions, protected words) once at import.
import { readFileSync } from 'node:fs';
import { lookupKey } from '../text';

export interface SuffixRule {
  suffix: string;
  /** Letters that must remain after removing the suffix. */
  minStem: number;
  /** When set, the stem must end in one of these letters. */
  after: string | null;
}

export interface StemRules {
  suffixes: SuffixRule[];
  prefixes: string[];
  exceptions: Map<string, string>;
  protectedWords: Set<string>;
  /** Nouns in ہ (generated): true when their وں form maps back too. */
  heNouns: Map<string, boolean>;
  /** Words whose final ی belongs to the root (generated). */
  yiWords: Set<string>;
  /** Words whose final ا belongs to the root (generated). */
  aWords: Set<string>;
  /** Words in ہ more often spelt with ا, stemmed like that spelling (generated). */
  haSpellings: Set<string>;
  /** Arabic and Persian plurals -> singular (generated). */
  plurals: Map<string, string>;
  /** Vowel-final verb roots of one or two letters, the only short stems glide endings leave. */
  shortRoots: Set<string>;
}

function dataLines(name: string): string[][] {
  const text = readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t').map((cell) => cell.trim()));
}

export function loadRules(): StemRules {
  const suffixes = dataLines('suffixes.tsv').map(([suffix = '', minStem = '2', after = '']) => ({
    suffix: lookupKey(suffix),
    minStem: Number(minStem),
    after: after || null,
  }));
  // Longest first, so ئیوں wins over یوں and وں.
  suffixes.sort((a, b) => b.suffix.length - a.suffix.length);
  const exceptions = new Map<string, string>();
  for (const [form = '', stem = ''] of dataLines('exceptions.tsv')) exceptions.set(lookupKey(form), stem);
  const protectedWords = new Set(dataLines('protected.txt').map(([w = '']) => lookupKey(w)));
  const prefixes = dataLines('prefixes.txt').map(([p = '']) => lookupKey(p));
  prefixes.sort((a, b) => b.length - a.length);
  const heNouns = new Map(dataLines('he-nouns.tsv').map(([w = '', oblique = '0']) => [w, oblique === '1']));
  const yiWords = new Set(dataLines('yi-words.txt').map(([w = '']) => w));
  const aWords = new Set(dataLines('a-words.txt').map(([w = '']) => w));
  const plurals = new Map(dataLines('plurals.tsv').map(([w = '', singular = '']) => [w, singular]));
  const haSpellings = new Set(dataLines('ha-spellings.txt').map(([w = '']) => w));
  const shortRoots = new Set(dataLines('short-roots.txt').map(([w = '']) => lookupKey(w)));
  return {
    suffixes,
    prefixes,
    exceptions,
    protectedWords,
    heNouns,
    yiWords,
    aWords,
    haSpellings,
    plurals,
    shortRoots,
  };
}
