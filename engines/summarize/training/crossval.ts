// 5-fold cross-validation of the extractive scorer's two chosen numbers (#26 item 8): the
// consensus's MIN_PEER_WORDS and the centroid weight. Each fold's pair is chosen on the other four
// folds and read on the fifth, so the figure is what the choosing procedure earns on articles it
// did not see; the same is done with the peer rule off (every sentence a peer: the scorer before
// 2026-11-26 18:40), so the two procedures compare on equal terms. Run by quality.ts.
import { splitSentences } from '../../text';
import { seededRandom } from '../../text/training/seeded-random';
import { centroidScores } from '../centroid';
import { consensusScores, MAX_PEERS, MIN_PEER_WORDS } from '../consensus';
import type { DocumentFrequencies } from '../document-frequencies';
import { CENTROID_WEIGHT } from '../extractive';
import { termsOf } from '../terms';
import { rouge } from './rouge';

export const PEER_WORD_GRID = [0, 8, 10, 12, 14, 17, 19];
export const CENTROID_GRID = [0, 0.05, 0.1, 0.15, 0.2];

export interface Setting {
  minPeerWords: number;
  centroidWeight: number;
}

/** Every pair of the two grids: the settings each article is scored under once. */
const SETTINGS: readonly Setting[] = PEER_WORD_GRID.flatMap((m) =>
  CENTROID_GRID.map((w) => ({ minPeerWords: m, centroidWeight: w })),
);

/** One article, scored once: ROUGE-1 of each sentence, and the pick under each setting. */
interface Prepared {
  sentenceRouge1: number[];
  picks: Map<string, number>;
}

const key = (s: Setting) => `${s.minPeerWords}/${s.centroidWeight}`;

function argmax(xs: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < xs.length; i++) if (xs[i]! > xs[best]!) best = i;
  return best;
}

function prepare(text: string, reference: string, freqs: DocumentFrequencies): Prepared {
  const sentences = splitSentences(text);
  const terms = sentences.map(termsOf);
  const centrality = centroidScores(sentences, freqs);
  const consensus = new Map(PEER_WORD_GRID.map((m) => [m, consensusScores(terms, MAX_PEERS, m)]));
  const picks = new Map<string, number>();
  for (const s of SETTINGS) {
    const c = consensus.get(s.minPeerWords)!;
    picks.set(key(s), argmax(c.map((x, i) => x + s.centroidWeight * centrality[i]!)));
  }
  return { sentenceRouge1: sentences.map((s) => rouge(s, reference).rouge1), picks };
}

function meanRouge1(articles: readonly Prepared[], pick: (a: Prepared) => number): number {
  let sum = 0;
  for (const a of articles) sum += a.sentenceRouge1[pick(a)] ?? 0;
  return articles.length === 0 ? 0 : sum / articles.length;
}

function best(train: readonly Prepared[], family: readonly Setting[]): Setting {
  let chosen = family[0]!;
  let top = -1;
  for (const s of family) {
    const r = meanRouge1(train, (a) => a.picks.get(key(s))!);
    if (r > top) [chosen, top] = [s, r];
  }
  return chosen;
}

export interface FoldResult {
  lead: number;
  /** Both numbers chosen on the training folds. */
  chosen: Setting;
  heldOut: number;
  /** Centroid weight chosen with every sentence a peer (the rule before). */
  chosenBefore: Setting;
  heldOutBefore: number;
  /** The shipped setting, fixed. */
  shipped: number;
}

export function crossValidate(prepared: readonly Prepared[], folds: number, seed: number): FoldResult[] {
  const random = seededRandom(seed);
  const order = prepared.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const before = SETTINGS.filter((s) => s.minPeerWords === 0);
  const shipped = key({ minPeerWords: MIN_PEER_WORDS, centroidWeight: CENTROID_WEIGHT });
  return Array.from({ length: folds }, (_, f) => {
    const test = order.filter((_, k) => k % folds === f).map((i) => prepared[i]!);
    const train = order.filter((_, k) => k % folds !== f).map((i) => prepared[i]!);
    const chosen = best(train, SETTINGS);
    const chosenBefore = best(train, before);
    return {
      lead: meanRouge1(test, () => 0),
      chosen,
      heldOut: meanRouge1(test, (a) => a.picks.get(key(chosen))!),
      chosenBefore,
      heldOutBefore: meanRouge1(test, (a) => a.picks.get(key(chosenBefore))!),
      shipped: meanRouge1(test, (a) => a.picks.get(shipped)!),
    };
  });
}

export function prepareArticles(
  articles: readonly { text: string; summary: string }[],
  freqs: DocumentFrequencies,
): Prepared[] {
  return articles.map((a) => prepare(a.text, a.summary, freqs));
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const f4 = (x: number) => x.toFixed(4);

export function printCrossValidation(prepared: readonly Prepared[], seeds = [26, 1, 2, 3, 4]): void {
  console.log('  5-fold cross-validation (settings chosen on 4 folds, ROUGE-1 read on the 5th):');
  const summary: { seed: number; lead: number; after: number; before: number }[] = [];
  for (const seed of seeds) {
    const folds = crossValidate(prepared, 5, seed);
    if (seed === seeds[0]) {
      for (const [f, r] of folds.entries())
        console.log(
          `    seed ${seed} fold ${f + 1}: lead-1 ${f4(r.lead)}  before (w ${r.chosenBefore.centroidWeight}) ` +
            `${f4(r.heldOutBefore)}  now (peers >= ${r.chosen.minPeerWords} words, w ${r.chosen.centroidWeight}) ` +
            `${f4(r.heldOut)}  shipped setting ${f4(r.shipped)}`,
        );
    }
    summary.push({
      seed,
      lead: mean(folds.map((r) => r.lead)),
      after: mean(folds.map((r) => r.heldOut)),
      before: mean(folds.map((r) => r.heldOutBefore)),
    });
  }
  for (const s of summary)
    console.log(
      `    seed ${s.seed}: held-out mean lead-1 ${f4(s.lead)}  before ${f4(s.before)} (${((s.before - s.lead) * 100).toFixed(2)} points)` +
        `  now ${f4(s.after)} (${((s.after - s.lead) * 100).toFixed(2)} points)`,
    );
  const lead = mean(summary.map((s) => s.lead));
  const before = mean(summary.map((s) => s.before));
  const after = mean(summary.map((s) => s.after));
  console.log(
    `    over ${seeds.length} fold splits: before +${((before - lead) * 100).toFixed(2)} points, ` +
      `now +${((after - lead) * 100).toFixed(2)} points above lead-1`,
  );
}
