// Turns romanisation pairs and Urdu word counts into RomanModelData: EM alignment, graphone
// n-gram counts, the word list and the attested pairs. Shared by build-model.ts (the committed
// model) and build-reranker.ts (a model without a held-out slice of the lexicon).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { normalizeUrdu } from '../../text/index';
import { BOUNDARY, countGraphoneNgrams } from '../graphone-lm';
import type { RomanModelData } from '../model';
import { normalizeRomanWord } from '../roman-word';
import { type AlignPair, trainGraphoneUnigram, viterbiAlign } from './align-em';
import type { WordCounts } from './vocabulary';

/** Dakshina lexicon rows (Urdu TAB roman TAB attestations), normalised as the decoder sees them. */
export function readLexicon(path: string): AlignPair[] {
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

export interface ModelDataOptions {
  order: number;
  /** Count every pair once for the n-gram model instead of by its attestations. */
  uniform: boolean;
  /** File that keeps the EM alignment model, so re-counting is quick; none: always run EM. */
  emCache?: string;
}

export function buildModelData(
  pairs: readonly AlignPair[],
  externalCounts: WordCounts,
  opts: ModelDataOptions,
): RomanModelData {
  const { order, uniform, emCache } = opts;
  const unigram =
    emCache && existsSync(emCache)
      ? new Map(JSON.parse(readFileSync(emCache, 'utf8')) as [string, number][])
      : trainGraphoneUnigram(pairs, 6);
  if (emCache && !existsSync(emCache)) writeFileSync(emCache, JSON.stringify([...unigram]));
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

  const counts: WordCounts = new Map(externalCounts);
  const dictionary = new Map<string, number>();
  for (const p of pairs) {
    counts.set(p.urdu, (counts.get(p.urdu) ?? 0) + 1);
    const key = `${p.roman}\t${p.urdu}`;
    dictionary.set(key, (dictionary.get(key) ?? 0) + p.weight);
  }
  const words = [...counts.keys()].sort();
  return {
    version: 1,
    order,
    graphones,
    contexts,
    words,
    counts: words.map((w) => counts.get(w) ?? 1),
    dictionary: [...dictionary].map(([k, c]) => `${k}\t${c}`),
  };
}
