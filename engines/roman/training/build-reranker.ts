// Learns engines/roman/data/reranker.json, the candidate reranker of transliterate-word.ts.
//
//   node --import tsx engines/roman/training/build-reranker.ts \
//     [--lexicon FILE] [--frequency FILE]... [--wordlist FILE]... [--corpus FILE] \
//     [--order 3] [--folds 0,1,2,3] [--report-folds 0,1] [--queries 20000] [--em-cache PREFIX]
//     [--candidates-cache PREFIX] [--out FILE]
//
// Like Dakshina's own splits, one Urdu word in ten of the training lexicon (by a hash of the
// word; --folds picks which tenths, four by default: two gave 62.7% held-out top-1, four 63.1%) is held out: a graphone model is built from the other nine
// (build-model's pipeline and word-count sources), the held-out entries are decoded with it,
// and the reranker learns to pick the right candidate from the features in rerank-features.ts.
// The dev and test lexicons are never read. A fifth of the held-out words is first kept aside
// to report accuracy; the committed weights are then fitted on all of them. The caches
// (PREFIX-foldN.json) keep the EM alignment and the decoded candidates, so refitting after a
// feature change skips the slow part.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { optionValues } from '../../text/cli-options';
import type { Candidate } from '../decode';
import { romanModelFromData } from '../model';
import { candidateFeatures, FEATURE_NAMES } from '../rerank-features';
import { type MlpReranker, mlpScore } from '../reranker-mlp';
import { generateCandidates, HAND_WEIGHTS } from '../transliterate-word';
import type { AlignPair } from './align-em';
import { fitMlp, type MlpOptions } from './fit-mlp';
import { fitReranker, type RerankQuery, top1 } from './fit-reranker';
import { buildModelData } from './model-data';
import { externalWordCounts, trainingLexicon } from './sources';

const HELD_OUT_ONE_IN = 10;
/** Candidate lists to learn from come from wider beams than the engine's, to see more rivals. */
const LEARNING_BEAM = 32;
/** Chosen on the first fold's report split (hidden 8–32, 3–15 epochs, L2 1e-4–1e-3): more overfits. */
const MLP_OPTIONS: MlpOptions = { hidden: 16, epochs: 3, batch: 32, learningRate: 0.003, l2: 1e-4, seed: 1 };

/** FNV-1a over UTF-16 code units: a stable split that does not depend on file order. */
function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface DecodedQuery {
  roman: string;
  gold: string;
  cands: Candidate[];
}

type Query = RerankQuery & { word: string };

function evenly<T>(rows: readonly T[], n: number): T[] {
  const step = Math.max(1, Math.floor(rows.length / n));
  return rows.filter((_, i) => i % step === 0).slice(0, n);
}

/** Builds the model without held-out tenth `fold`, decodes that tenth, returns its queries. */
function foldQueries(pairs: readonly AlignPair[], fold: number): Query[] {
  const isHeldOut = (p: AlignPair) => hashWord(p.urdu) % HELD_OUT_ONE_IN === fold;
  const kept = pairs.filter((p) => !isHeldOut(p));
  const heldOut = pairs.filter(isHeldOut);
  console.log(`roman: fold ${fold}: ${kept.length} pairs build the model, ${heldOut.length} held out`);
  const emPrefix = optionValues('em-cache')[0];
  const model = romanModelFromData(
    buildModelData(kept, externalWordCounts(), {
      order: Number(optionValues('order')[0] ?? 3),
      uniform: false,
      emCache: emPrefix ? `${emPrefix}-fold${fold}.json` : undefined,
    }),
  );
  const cachePrefix = optionValues('candidates-cache')[0];
  const cacheFile = cachePrefix ? `${cachePrefix}-fold${fold}.json` : undefined;
  let decoded: DecodedQuery[];
  if (cacheFile && existsSync(cacheFile)) {
    decoded = JSON.parse(readFileSync(cacheFile, 'utf8')) as DecodedQuery[];
  } else {
    const sample = evenly(heldOut, Number(optionValues('queries')[0] ?? 20000));
    decoded = sample.map((p, i) => {
      if (i % 1000 === 0) console.log(`  decoding ${i} of ${sample.length}`);
      return {
        roman: p.roman,
        gold: p.urdu,
        cands: generateCandidates(model, p.roman, LEARNING_BEAM, LEARNING_BEAM),
      };
    });
    if (cacheFile) writeFileSync(cacheFile, JSON.stringify(decoded));
  }
  return decoded.map((d) => ({
    word: d.gold,
    features: candidateFeatures(model, d.roman, d.cands),
    gold: d.cands.findIndex((c) => c.urdu === d.gold),
  }));
}

function mlpTop1(queries: readonly RerankQuery[], m: MlpReranker): number {
  let right = 0;
  for (const q of queries) {
    if (q.gold < 0) continue;
    const scores = q.features.map((f) => mlpScore(m, f));
    const g = scores[q.gold] as number;
    if (scores.every((s, i) => i === q.gold || s < g)) right++;
  }
  return queries.length ? right / queries.length : 0;
}

function main(): void {
  const lexicon = trainingLexicon();
  if (!lexicon) return;
  const { pairs } = lexicon;
  const out = optionValues('out')[0] ?? resolve(import.meta.dirname, '../data/reranker.json');
  const folds = (optionValues('folds')[0] ?? '0,1,2,3').split(',').map(Number);
  const queries = folds.flatMap((fold) => foldQueries(pairs, fold));

  // (The quotient, not the hash itself: a held-out word's hash is its fold modulo ten.)
  // --report-folds: the held-out tenths whose report fifth is scored (default: all of --folds), so
  // that fits on more tenths can be compared on the same words
  const reportFolds = new Set((optionValues('report-folds')[0] ?? folds.join(',')).split(',').map(Number));
  const inReportFifth = (q: Query) =>
    Math.floor(hashWord(q.word) / HELD_OUT_ONE_IN) % 5 === 0 &&
    reportFolds.has(hashWord(q.word) % HELD_OUT_ONE_IN);
  const report = queries.filter(inReportFifth);
  const fit = queries.filter((q) => !inReportFifth(q));
  const hand = FEATURE_NAMES.map((name) => HAND_WEIGHTS.features[name] ?? 0);
  const linear = fitReranker(fit, FEATURE_NAMES.length, { l2: 1e-3, epochs: 400, learningRate: 0.05 });
  const mlp = fitMlp(fit, FEATURE_NAMES, MLP_OPTIONS);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const reachable = report.filter((q) => q.gold >= 0).length / report.length;
  console.log(
    `roman: held-out top-1 on ${report.length} queries (${pct(reachable)} have the right candidate): ` +
      `hand weights ${pct(top1(report, hand))}, linear ${pct(top1(report, linear))}, reranker ${pct(mlpTop1(report, mlp))}`,
  );
  const final = fitMlp(queries, FEATURE_NAMES, MLP_OPTIONS);
  writeFileSync(out, `${JSON.stringify({ attested: HAND_WEIGHTS.attested, mlp: final })}\n`);
  console.log(`roman: reranker from ${queries.length} queries -> ${out}`);
}

main();
