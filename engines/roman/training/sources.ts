// Command-line options and default data files shared by build-model.ts and build-reranker.ts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { addCorpus, addFrequencyList, addWordList, readSentenceSet, type WordCounts } from './vocabulary';

export const DATA = resolve(process.cwd(), '../shared/data');

export function args(name: string): string[] {
  const out: string[] = [];
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++)
    if (argv[i] === `--${name}` && argv[i + 1]) out.push(argv[i + 1] as string);
  return out;
}

/** Urdu word counts from sources other than the romanisation lexicon (defaults: ../shared/data). */
export function externalWordCounts(): WordCounts {
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
  return counts;
}

export function defaultLexicon(): string {
  return args('lexicon')[0] ?? `${DATA}/roman/dakshina-lexicon.train.tsv`;
}
