// Compounds and spacing. People type one Roman token for Urdu written as two words ("zindabad"
// for زندہ باد, "islamabad" for اسلام آباد, "website" for ویب سائٹ). The word-by-word decoder
// writes one word, so either the letters come out wrong (زندباد: no word of the list fits) or
// right but run together (اسلامآباد). A table of Urdu word pairs (training/build-compounds.ts:
// counted in running text, plus common greetings and slogans) fixes the first: a token with no
// single-word reading in the word list and no attested spelling is split into two Roman
// spellings the training lexicon attests, whose Urdu readings form a known pair. The second is
// left alone (docs/quality/roman.md: Dakshina writes such words run together, as Wikipedia does).
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { RomanModel } from './model';

export interface CompoundData {
  version: number;
  /** "word1 word2 TAB count", sorted. */
  compounds: string[];
}

export interface CompoundTable {
  /** Times each pair ("word1 word2") occurs in the counted text. */
  pairs: Map<string, number>;
}

export const DEFAULT_COMPOUNDS_PATH = new URL('./data/compounds.json.gz', import.meta.url);

export function compoundTableFromData(data: CompoundData): CompoundTable {
  const pairs = new Map<string, number>();
  for (const row of data.compounds) {
    const [pair, count] = row.split('\t') as [string, string];
    pairs.set(pair, Number(count));
  }
  return { pairs };
}

/** The committed table, or an empty one without the file (no compound handling then). */
export function loadCompoundTable(path: string | URL = DEFAULT_COMPOUNDS_PATH): CompoundTable {
  if (!existsSync(path)) return { pairs: new Map() };
  return compoundTableFromData(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as CompoundData);
}

/** Shortest Roman part tried: "ke", "se" are words. */
const MIN_PART = 2;
/** Readings of one part tried: its most attested Urdu spellings. */
const READINGS_PER_PART = 4;

interface Reading {
  urdu: string;
  /** Log share of the Roman spelling's attestations that go to this Urdu word. */
  logShare: number;
}

/** The most attested Urdu readings of one Roman spelling (none when training never attests it). */
function attestedReadings(model: RomanModel, roman: string): Reading[] {
  const spellings = model.attestedSpellings.get(roman);
  if (!spellings) return [];
  const total = spellings.reduce((sum, [, n]) => sum + n, 0);
  return [...spellings]
    .sort((a, b) => b[1] - a[1])
    .slice(0, READINGS_PER_PART)
    .map(([urdu, n]) => ({ urdu, logShare: Math.log(n / total) }));
}

/**
 * Two Urdu words for a Roman token typed as one, or undefined: the split into two attested Roman
 * spellings whose readings form a known pair, scored by how often each part is spelt that way
 * (so "ke" reads کے, not کی) and how frequent the pair is. Cost: a few map look-ups per letter, no
 * decoding.
 */
export function segmentRoman(model: RomanModel, table: CompoundTable, roman: string): string | undefined {
  if (table.pairs.size === 0) return undefined;
  let best: string | undefined;
  let bestScore = -Infinity;
  for (let i = MIN_PART; i <= roman.length - MIN_PART; i++) {
    const left = attestedReadings(model, roman.slice(0, i));
    const right = left.length > 0 ? attestedReadings(model, roman.slice(i)) : [];
    for (const a of left) {
      for (const b of right) {
        // Only known pairs: two common words that fit the letters are often a name or a rare
        // word (دردمندی read as درد منڈی); on the dev lexicon that lost 48 right answers.
        const pair = table.pairs.get(`${a.urdu} ${b.urdu}`) ?? 0;
        if (pair === 0) continue;
        const score = a.logShare + b.logShare + Math.log1p(pair);
        if (score > bestScore) {
          bestScore = score;
          best = `${a.urdu} ${b.urdu}`;
        }
      }
    }
  }
  return best;
}

/** Whether `urdu` is a word of the model's list (sorted by code unit: binary search). */
export function isListedWord(model: RomanModel, urdu: string): boolean {
  let lo = 0;
  let hi = model.words.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const w = model.words[mid] as string;
    if (w === urdu) return true;
    if (w < urdu) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * The decoder's `best` spelling of `roman`, or two words when the token has no reading in the
 * word list, training never attests it, and a known pair spells it with other letters
 * ("zindabad": زندباد -> زندہ باد). A pair with the same letters as `best` is left joined: the
 * decoder got the letters, and Dakshina writes such words run together (آجکے).
 */
export function withCompounds(model: RomanModel, table: CompoundTable, roman: string, best: string): string {
  if (model.attestedRomans.has(roman) || isListedWord(model, best)) return best;
  const pair = segmentRoman(model, table, roman);
  return pair && pair.replace(' ', '') !== best ? pair : best;
}
