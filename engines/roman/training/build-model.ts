// Builds engines/roman/data/roman-model.json.gz from a romanisation lexicon
// (Urdu TAB roman TAB count, Dakshina format) and Urdu word frequencies.
//
//   node --import tsx engines/roman/training/build-model.ts \
//     [--lexicon FILE] [--frequency FILE]... [--wordlist FILE]... [--corpus FILE] \
//     [--exclude-sentences FILE] [--order 3] [--weighting attested|uniform] [--em-cache FILE] [--out FILE]
//
// --weighting uniform counts every (word, romanisation) pair once for the n-gram model instead
// of by its attestations; --em-cache keeps the EM alignment model so re-counting is quick.
//
// Defaults read ../shared/data (see docs/models.md); an operator can pass their own files.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizeUrdu } from '../../text/index';
import { BOUNDARY, countGraphoneNgrams } from '../graphone-lm';
import type { RomanModelData } from '../model';
import { normalizeRomanWord } from '../roman-word';
import { type AlignPair, trainGraphoneUnigram, viterbiAlign } from './align-em';
import { addCorpus, addFrequencyList, addWordList, readSentenceSet, type WordCounts } from './vocabulary';

const DATA = resolve(process.cwd(), '../shared/data');

function args(name: string): string[] {
  const out: string[] = [];
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++)
    if (argv[i] === `--${name}` && argv[i + 1]) out.push(argv[i + 1] as string);
  return out;
}

function readLexicon(path: string): AlignPair[] {
  const pairs: AlignPair[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [urduRaw, romanRaw, countRaw] = line.split('\t');
    if (!urduRaw || !romanRaw) continue;
    const urdu = normalizeUrdu(urduRaw, { whitespace: 'keep', stripDiacritics: true }).trim();
    const roman = normalizeRomanWord(romanRaw);
    if (urdu && roman && roman.length <= 30) pairs.push({ urdu, roman, weight: Number(countRaw) || 1 });
  }
  return pairs;
}

function main(): void {
  const lexicon = args('lexicon')[0] ?? `${DATA}/roman/dakshina-lexicon.train.tsv`;
  if (!existsSync(lexicon)) {
    console.log(`roman: lexicon ${lexicon} not found; nothing built (pass --lexicon FILE).`);
    return;
  }
  const order = Number(args('order')[0] ?? 3);
  const out = args('out')[0] ?? resolve(import.meta.dirname, '../data/roman-model.json.gz');
  const pairs = readLexicon(lexicon);
  console.log(`roman: ${pairs.length} lexicon pairs from ${lexicon}`);

  const cache = args('em-cache')[0];
  const unigram =
    cache && existsSync(cache)
      ? new Map(JSON.parse(readFileSync(cache, 'utf8')) as [string, number][])
      : trainGraphoneUnigram(pairs, 6);
  if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify([...unigram]));
  const uniform = args('weighting')[0] === 'uniform';
  const graphones = ['<boundary>', ...unigram.keys()];
  const ids = new Map(graphones.map((g, i) => [g, i] as const));
  const sequences: { ids: number[]; weight: number }[] = [];
  let unaligned = 0;
  for (const p of pairs) {
    const keys = viterbiAlign(p.roman, p.urdu, unigram);
    if (!keys) {
      unaligned++;
      continue;
    }
    sequences.push({ ids: keys.map((k) => ids.get(k) ?? BOUNDARY), weight: uniform ? 1 : p.weight });
  }
  console.log(`roman: ${sequences.length} aligned, ${unaligned} without an alignment`);
  const contexts = countGraphoneNgrams(sequences, order);

  const counts: WordCounts = new Map();
  const frequency = args('frequency');
  const wordlists = args('wordlist');
  const corpus = args('corpus')[0] ?? `${DATA}/corpus/urdu-wikipedia-sentences.txt`;
  for (const f of frequency.length ? frequency : [`${DATA}/lexicon/unilex-ur-frequency.txt`]) {
    if (existsSync(f)) addFrequencyList(counts, f);
  }
  for (const f of wordlists.length ? wordlists : [`${DATA}/lexicon/jang-wordlist.txt`]) {
    if (existsSync(f)) addWordList(counts, f);
  }
  if (existsSync(corpus)) {
    const exclude = readSentenceSet(
      args('exclude-sentences')[0] ?? `${DATA}/roman/dakshina-sentences.dev.tsv`,
    );
    const skipped = addCorpus(counts, corpus, exclude);
    console.log(`roman: corpus ${corpus}, ${skipped} evaluation sentences left out`);
  }
  const dictionary = new Map<string, number>();
  for (const p of pairs) {
    counts.set(p.urdu, (counts.get(p.urdu) ?? 0) + 1);
    const key = `${p.roman}\t${p.urdu}`;
    dictionary.set(key, (dictionary.get(key) ?? 0) + p.weight);
  }
  const words = [...counts.keys()].sort();
  const model: RomanModelData = {
    version: 1,
    order,
    graphones,
    contexts,
    words,
    counts: words.map((w) => counts.get(w) ?? 1),
    dictionary: [...dictionary].map(([k, c]) => `${k}\t${c}`),
  };
  const gz = gzipSync(JSON.stringify(model), { level: 9 });
  writeFileSync(out, gz);
  console.log(`roman: ${graphones.length} graphones, ${words.length} words -> ${out} (${gz.length} bytes)`);
}

main();
