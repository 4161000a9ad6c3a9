// The committed transliteration model: graphone n-gram counts, Urdu word frequencies and the
// training lexicon's attested (roman, urdu) pairs. Built by training/build-model.ts.
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { EngineUnavailableError } from '../errors/index';
import { GraphoneLm, type GraphoneLmData } from './graphone-lm';
import { splitGraphoneKey } from './graphones';
import { UrduCharLm } from './urdu-char-lm';

export interface RomanModelData extends GraphoneLmData {
  version: number;
  /** Urdu words, sorted by code unit, so a prefix is a contiguous range. */
  words: string[];
  counts: number[];
  /** "roman TAB urdu TAB count" attested in the training lexicon. */
  dictionary: string[];
}

export interface GraphoneEntry {
  id: number;
  urdu: string;
}

export interface RomanModel {
  lm: GraphoneLm;
  words: string[];
  /** Frequency count of each word in `words`. */
  counts: Float64Array;
  logFreq: Float64Array;
  /** Log probability given to a word not in the list. */
  logFreqUnknown: number;
  /** Graphones by their Roman chunk ('' for Urdu letters written without a Roman letter). */
  byRoman: Map<string, GraphoneEntry[]>;
  dictionary: Map<string, number>;
  /** The Roman spellings of `dictionary`: words whose spelling training attests (most of running text). */
  attestedRomans: Set<string>;
  /** The Urdu words each attested Roman spelling stands for, with attestations (compounds.ts). */
  attestedSpellings: Map<string, [urdu: string, count: number][]>;
  /** Letter model of the training lexicon's Urdu words (see urdu-char-lm.ts). */
  charLm: UrduCharLm;
  /**
   * Letter model of every word in `words`, each counted once: how Urdu-like a spelling is by the
   * whole word list, which judges the free search's unseen spellings better than the training
   * lexicon alone. Built on first use (about a second).
   */
  wordListLm: () => UrduCharLm;
}

/** Chunk pairs seen less often than this in training are noise from the alignment. */
const MIN_GRAPHONE_COUNT = 3;
/** At most this many Urdu spellings are tried for one Roman chunk (the most frequent). */
const MAX_SPELLINGS_PER_CHUNK = 16;

export const DEFAULT_MODEL_PATH = new URL('./data/roman-model.json.gz', import.meta.url);

/** Unavailable, not failed: the framework answers 503 (not 502), the engine is not installed. */
function modelMissing(path: string | URL): Error {
  return new EngineUnavailableError(
    `Roman Urdu model ${String(path)} not found: build it with engines/roman/training/build-model.ts.`,
  );
}

export function loadRomanModel(path: string | URL = DEFAULT_MODEL_PATH): RomanModel {
  if (!existsSync(path)) throw modelMissing(path);
  return romanModelFromData(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as RomanModelData);
}

export function romanModelFromData(data: RomanModelData): RomanModel {
  const lm = new GraphoneLm(data);
  const byRoman = new Map<string, GraphoneEntry[]>();
  data.graphones.forEach((key, id) => {
    if (id === 0 || lm.unigramCount(id) < MIN_GRAPHONE_COUNT) return;
    const [roman, urdu] = splitGraphoneKey(key);
    const list = byRoman.get(roman) ?? [];
    list.push({ id, urdu });
    byRoman.set(roman, list);
  });
  for (const [roman, list] of byRoman) {
    list.sort((a, b) => lm.unigramCount(b.id) - lm.unigramCount(a.id));
    byRoman.set(roman, list.slice(0, MAX_SPELLINGS_PER_CHUNK));
  }
  let total = 0;
  for (const c of data.counts) total += c;
  const logFreq = Float64Array.from(data.counts, (c) => Math.log(c / total));
  const dictionary = new Map<string, number>();
  const attestedRomans = new Set<string>();
  const attestedSpellings = new Map<string, [string, number][]>();
  const urduWeights = new Map<string, number>();
  for (const row of data.dictionary) {
    const [roman, urdu, count] = row.split('\t');
    dictionary.set(`${roman}\t${urdu}`, Number(count));
    attestedRomans.add(roman as string);
    const spellings = attestedSpellings.get(roman as string);
    if (spellings) spellings.push([urdu as string, Number(count)]);
    else attestedSpellings.set(roman as string, [[urdu as string, Number(count)]]);
    if (urdu) urduWeights.set(urdu, (urduWeights.get(urdu) ?? 0) + Number(count));
  }
  let wordListLm: UrduCharLm | undefined;
  return {
    lm,
    words: data.words,
    counts: Float64Array.from(data.counts),
    logFreq,
    logFreqUnknown: Math.log(0.5 / total),
    byRoman,
    dictionary,
    attestedRomans,
    attestedSpellings,
    charLm: new UrduCharLm(urduWeights),
    wordListLm: () => {
      wordListLm ??= new UrduCharLm(data.words.map((w) => [w, 1] as const));
      return wordListLm;
    },
  };
}
