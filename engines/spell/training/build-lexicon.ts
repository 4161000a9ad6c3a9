// Builds engines/spell/data/lexicon.tsv.gz (word TAB frequency per billion tokens, most frequent
// first) and data/bigrams.tsv.gz ("word word" TAB count, pairs seen twice or more in the corpus) from ../shared/data: unilex frequencies, the Jang word list, the Dakshina Urdu lexicon and
// word counts of the Wikipedia corpus minus its held-out sentences, and the words of the CLE POS
// training file. Run:
//   node --import tsx engines/spell/training/build-lexicon.ts [dataDir] [--corpus extra.txt ...]
// An operator can add their own corpus files (plain text) with --corpus.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lookupKey, wordTokens } from '../../text';
import { isUrduWord } from '../urdu-word';
import { CORPUS_FILE, isHeldOut } from './corpus-split';

const args = process.argv.slice(2);
const dataDir = resolve(
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--corpus') ?? '../shared/data',
);
const extraCorpora = args.flatMap((a, i) => (args[i - 1] === '--corpus' ? [a] : []));
const out = new URL('../data/lexicon.tsv.gz', import.meta.url);
const bigramsOut = new URL('../data/bigrams.tsv.gz', import.meta.url);

/** Per-million frequencies of one source, keyed by lookupKey. */
type Source = Map<string, number>;

function perMillion(counts: Map<string, number>): Source {
  let total = 0;
  for (const n of counts.values()) total += n;
  const out: Source = new Map();
  for (const [w, n] of counts) out.set(w, (n / total) * 1e6);
  return out;
}

function add(counts: Map<string, number>, word: string, n: number): void {
  const key = lookupKey(word);
  if (!isUrduWord(key)) return;
  counts.set(key, (counts.get(key) ?? 0) + n);
}

function countText(lines: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) for (const w of wordTokens(line)) add(counts, w, 1);
  return counts;
}

/** Neighbouring word pairs of the corpus (lookup keys), kept when seen at least twice. */
function countBigrams(lines: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const keys = wordTokens(line).map(lookupKey);
    for (let i = 1; i < keys.length; i++) {
      const a = keys[i - 1]!;
      const b = keys[i]!;
      if (!isUrduWord(a) || !isUrduWord(b)) continue;
      const k = `${a} ${b}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  for (const [k, n] of counts) if (n < 2) counts.delete(k);
  return counts;
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n');
}

function unilex(): Source {
  const counts = new Map<string, number>();
  for (const line of readLines(join(dataDir, 'lexicon/unilex-ur-frequency.txt'))) {
    const [form, freq] = line.split('\t');
    if (!form || !freq || form.startsWith('#') || form === 'Form') continue;
    add(counts, form, Number(freq));
  }
  return perMillion(counts);
}

function wordList(path: string, column = 0): Set<string> {
  const words = new Set<string>();
  for (const line of readLines(path)) {
    const key = lookupKey(line.split('\t')[column]?.trim() ?? '');
    if (isUrduWord(key)) words.add(key);
  }
  return words;
}

function main(): void {
  if (!existsSync(join(dataDir, 'lexicon'))) {
    console.log(`spell lexicon: no data at ${dataDir}/lexicon, nothing built`);
    return;
  }
  const corpusLines = readLines(join(dataDir, CORPUS_FILE)).filter((_, i) => !isHeldOut(i));
  const extraLines = extraCorpora.flatMap(readLines);
  const corpus = perMillion(countText([...corpusLines, ...extraLines]));
  const uni = unilex();
  const listed = new Set([
    ...wordList(join(dataDir, 'lexicon/jang-wordlist.txt')),
    ...wordList(join(dataDir, 'roman/dakshina-lexicon.train.tsv')),
    ...wordList(join(dataDir, 'pos/cle-tagset.train.tsv')),
  ]);
  // Frequency = mean per-million of the two counted sources; a word only listed gets a floor.
  const merged = new Map<string, number>();
  for (const w of new Set([...corpus.keys(), ...uni.keys(), ...listed])) {
    const f = ((corpus.get(w) ?? 0) + (uni.get(w) ?? 0)) / 2;
    merged.set(w, Math.max(1, Math.round(f * 1000)));
  }
  const rows = [...merged.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  writeFileSync(out, gzipSync(`${rows.map(([w, f]) => `${w}\t${f}`).join('\n')}\n`, { level: 9 }));
  console.log(`spell lexicon: ${rows.length} words written to ${out.pathname}`);
  const bigrams = [...countBigrams([...corpusLines, ...extraLines]).entries()].sort((a, b) => b[1] - a[1]);
  writeFileSync(bigramsOut, gzipSync(`${bigrams.map(([k, n]) => `${k}\t${n}`).join('\n')}\n`, { level: 9 }));
  console.log(`spell bigrams: ${bigrams.length} pairs written to ${bigramsOut.pathname}`);
}

main();
