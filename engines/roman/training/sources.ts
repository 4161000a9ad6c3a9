// Command-line options and default data files shared by build-model.ts and build-reranker.ts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { optionValues } from '../../text/training/cli-options';
import type { AlignPair } from './align-em';
import { readLexicon } from './model-data';
import { addCorpus, addFrequencyList, addWordList, readSentenceSet, type WordCounts } from './vocabulary';

export const DATA = resolve(process.cwd(), '../shared/data');

/** Urdu word counts from sources other than the romanisation lexicon (defaults: ../shared/data). */
export function externalWordCounts(): WordCounts {
  const counts: WordCounts = new Map();
  const frequency = optionValues('frequency');
  const wordlists = optionValues('wordlist');
  const corpus = optionValues('corpus')[0] ?? `${DATA}/corpus/urdu-wikipedia-sentences.txt`;
  for (const f of frequency.length ? frequency : [`${DATA}/lexicon/unilex-ur-frequency.txt`]) {
    if (existsSync(f)) addFrequencyList(counts, f);
  }
  for (const f of wordlists.length ? wordlists : [`${DATA}/lexicon/jang-wordlist.txt`]) {
    if (existsSync(f)) addWordList(counts, f);
  }
  if (existsSync(corpus)) {
    const exclude = readSentenceSet(
      optionValues('exclude-sentences')[0] ?? `${DATA}/roman/dakshina-sentences.dev.tsv`,
    );
    const skipped = addCorpus(counts, corpus, exclude);
    console.log(`roman: corpus ${corpus}, ${skipped} evaluation sentences left out`);
  }
  return counts;
}

/**
 * The training lexicon (--lexicon FILE, default Dakshina's train split) read into pairs, or
 * undefined, said on stdout, when the file is absent: the build scripts then build nothing.
 */
export function trainingLexicon(): { path: string; pairs: AlignPair[] } | undefined {
  const path = optionValues('lexicon')[0] ?? `${DATA}/roman/dakshina-lexicon.train.tsv`;
  if (!existsSync(path)) {
    console.log(`roman: lexicon ${path} not found; nothing built (pass --lexicon FILE).`);
    return undefined;
  }
  return { path, pairs: readLexicon(path) };
}
