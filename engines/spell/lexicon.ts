// The spell checker's lexicon (data/lexicon.tsv.gz, built by training/build-lexicon.ts) and its
// SymSpell index: every word and every form of it with one letter deleted, pointing back to the
// words. Loaded once, on first use (~1 s, ~120k words).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface Lexicon {
  words: string[];
  freq: Map<string, number>;
  /** delete-1 variant (or the word itself) -> index into words, or indexes when several share it */
  deletes: Map<string, number | number[]>;
  /** Length of the longest word: no word can be within two edits of anything 3 or more longer. */
  longest: number;
}

let cached: Lexicon | null = null;

export function deletesOf(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function load(): Lexicon {
  const text = gunzipSync(readFileSync(new URL('./data/lexicon.tsv.gz', import.meta.url))).toString('utf8');
  const entries: Array<[string, number]> = [];
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    entries.push([line.slice(0, tab), Number(line.slice(tab + 1))]);
  }
  return indexLexicon(entries);
}

/** A lexicon of (word, frequency per billion) entries with its SymSpell index (tests build small ones). */
export function indexLexicon(entries: Iterable<readonly [string, number]>): Lexicon {
  const words: string[] = [];
  const freq = new Map<string, number>();
  let longest = 0;
  for (const [w, f] of entries) {
    words.push(w);
    freq.set(w, f);
    longest = Math.max(longest, w.length);
  }
  // Most keys point to one word: a bare number saves an array per key (half the load time).
  const deletes = new Map<string, number | number[]>();
  const put = (key: string, id: number) => {
    const seen = deletes.get(key);
    if (seen === undefined) deletes.set(key, id);
    else if (typeof seen === 'number') {
      if (seen !== id) deletes.set(key, [seen, id]);
    } else if (seen.at(-1) !== id) seen.push(id);
  };
  words.forEach((w, id) => {
    put(w, id);
    for (let i = 0; i < w.length; i++) put(w.slice(0, i) + w.slice(i + 1), id);
  });
  return { words, freq, deletes, longest };
}

export function idsOf(lex: Lexicon, key: string): readonly number[] {
  const hit = lex.deletes.get(key);
  if (hit === undefined) return [];
  return typeof hit === 'number' ? [hit] : hit;
}

export function lexicon(): Lexicon {
  cached ??= load();
  return cached;
}

let bigramCache: Map<string, number> | null = null;

/** Corpus counts of neighbouring word pairs, keyed "a b" (data/bigrams.tsv.gz), loaded on first use. */
export function bigrams(): Map<string, number> {
  if (bigramCache) return bigramCache;
  const text = gunzipSync(readFileSync(new URL('./data/bigrams.tsv.gz', import.meta.url))).toString('utf8');
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) map.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }
  bigramCache = map;
  return map;
}
