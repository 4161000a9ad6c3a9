// Learns engines/roman/data/reranker.json, the candidate reranker of transliterate-word.ts.
//
//   node --import tsx engines/roman/training/build-reranker.ts \
//     [--lexicon FILE] [--frequency FILE]... [--wordlist FILE]... [--corpus FILE] \
//     [--order 3] [--folds 0,1,2,3] [--report-folds 0,1] [--queries 20000] [--em-cache PREFIX]
//     [--candidates-cache PREFIX] [--spelling-one-in 0] [--spelling-share 1[,2…]]
//     [--spelling-shares 0,0.5,1] [--attested-weights 0,0.5,1] [--attested-weight 1]
//     [--attested-queries 0] [--report-linear] [--attested-folds 0,1,2,3] [--common-share 0.9]
//     [--attested-common-share 0.99] [--out FILE]
//
// Two kinds of learning query, both from the training lexicon only (the dev and test lexicons
// are never read):
// - held-out words: like Dakshina's own splits, one Urdu word in ten (by a hash of the word;
//   --folds picks which tenths, four by default: two gave 62.7% held-out top-1, four 63.1%) is
//   held out; a graphone model is built from the other nine (build-model's pipeline and
//   word-count sources) and the held-out entries are decoded with it. Every such word is unseen,
//   so on these alone the net learns that the commonest candidate is often wrong: true of the
//   lexicon, false of running text, where most words are known.
// - held-out spellings (--spelling-one-in N, 0: none, the default and the committed file): in
//   each fold, one word in N of the words the model keeps loses one of its romanisations (chosen
//   by a hash of the pair and the fold) from the model's training pairs, and that romanisation
//   is decoded: a known word in a new Roman spelling, the common case in running text.
//   --spelling-share weighs them in the fit (0.5: half of them, 2: each twice; a list writes one
//   file per share).
// A fifth of the words (by hash) is kept aside to report accuracy (queries of --report-folds;
// no query of a report word is fitted); the committed weights are then fitted on all queries.
// --spelling-shares fits one net per share on the other four fifths and reports each, with every
// attestation bonus weight of --attested-weights; --attested-queries N also decodes N pairs the
// model keeps (report words only, report folds only) as a second running-text proxy, where the
// bonus of transliterate-word.ts applies. Spellings and attested pairs are also reported weighted
// by the word's count (running text's weighting): on dev sentences that figure, not the
// unweighted one, followed the sentence error (docs/quality/roman.md). The caches (PREFIX-foldN….json)
// keep the EM alignment and the decoded candidates, so refitting skips the slow part.
// --attested-folds A (a subset of --folds): two nets, written as `mlp` and `unattestedMlp`
// (transliterate-word.ts usesUnattestedNet): `mlp`, for Roman spellings the training lexicon attests
// (most of running text), learnt on the folds A only; `unattestedMlp`, for the other spellings
// (unseen words), learnt on all --folds. The report then also scores that gate, judging each
// report query's spelling by the fold model's training pairs. --common-share S writes the
// file's commonWordShare: an unattested spelling for which `mlp` picks a common word (one of the
// most frequent words making up share S of the word counts) stays with `mlp`; the report does
// not score that part of the gate (it needs running text: docs/quality/roman.md). The committed file:
// --folds 0,1,2,3,4,5,6,7,8,9 --attested-folds 0,1,2,3 --common-share 0.9 (docs/quality/roman.md: the
// eight-tenth net alone ranks unseen words better but costs running text), plus
// --attested-common-share 0.99 (the file's attestedCommonShare: the attestation bonus only for
// words at least that common; chosen on held-out tenths 4 and 5, docs/quality/roman.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { optionValues } from '../../text/training/cli-options';
import type { Candidate } from '../decode';
import { type RomanModel, romanModelFromData } from '../model';
import { candidateFeatures, FEATURE_NAMES } from '../rerank-features';
import { type MlpReranker, mlpScore } from '../reranker-mlp';
import { generateCandidates, HAND_WEIGHTS, loadRankingWeights } from '../transliterate-word';
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

/** The tenth a word is held out in. */
const tenthOf = (urdu: string) => hashWord(urdu) % HELD_OUT_ONE_IN;
/** Report words: a fifth, by the hash's quotient (its remainder is the tenth). */
const isReportWord = (urdu: string) => Math.floor(hashWord(urdu) / HELD_OUT_ONE_IN) % 5 === 0;
/** Words that lose a spelling in fold `fold`: by a part of the hash independent of the two above. */
const losesSpelling = (urdu: string, fold: number, oneIn: number) =>
  oneIn > 0 && Math.floor(hashWord(urdu) / 50) % oneIn === fold % oneIn;

interface DecodedQuery {
  roman: string;
  gold: string;
  cands: Candidate[];
}

type Kind = 'word' | 'spelling' | 'attested';

type Query = RerankQuery & {
  word: string;
  fold: number;
  kind: Kind;
  /** The right word's count in the model's word list: how often running text meets it. */
  count: number;
  /** log(1 + times each candidate was attested with this Roman word): the fixed bonus's feature. */
  attestations: number[];
  /** Whether the fold model's training pairs attest this Roman spelling (with any Urdu word). */
  romanAttested: boolean;
};

function evenly<T>(rows: readonly T[], n: number): T[] {
  const step = Math.max(1, Math.floor(rows.length / n));
  return rows.filter((_, i) => i % step === 0).slice(0, n);
}

/** For each word of `words` with two or more romanisations, one pair: the smallest hash with the fold's. */
function oneSpellingEach(
  pairs: readonly AlignPair[],
  words: (urdu: string) => boolean,
  fold: number,
): AlignPair[] {
  const byWord = new Map<string, AlignPair[]>();
  for (const p of pairs) {
    if (!words(p.urdu)) continue;
    const list = byWord.get(p.urdu) ?? [];
    list.push(p);
    byWord.set(p.urdu, list);
  }
  const chosen: AlignPair[] = [];
  for (const list of byWord.values()) {
    if (new Set(list.map((p) => p.roman)).size < 2) continue;
    const key = (p: AlignPair) => hashWord(`${p.roman}\t${p.urdu}\t${fold}`);
    chosen.push(list.reduce((a, b) => (key(b) < key(a) ? b : a)));
  }
  return chosen;
}

function decodeCached(
  model: RomanModel,
  rows: readonly AlignPair[],
  file: string | undefined,
): DecodedQuery[] {
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DecodedQuery[];
  const started = performance.now();
  const decoded = rows.map((p, i) => {
    if (i % 1000 === 0) console.log(`  decoding ${i} of ${rows.length}`);
    return {
      roman: p.roman,
      gold: p.urdu,
      cands: generateCandidates(model, p.roman, LEARNING_BEAM, LEARNING_BEAM),
    };
  });
  console.log(
    `  ${rows.length} decoded, ${((performance.now() - started) / Math.max(1, rows.length)).toFixed(1)} ms each`,
  );
  if (file) writeFileSync(file, JSON.stringify(decoded));
  return decoded;
}

/**
 * Builds the model without held-out tenth `fold` (and without the held-out spellings), decodes
 * that tenth and the held-out spellings, returns their queries.
 */
function foldQueries(
  pairs: readonly AlignPair[],
  fold: number,
  spellingOneIn: number,
  attested: number,
): Query[] {
  const heldOut = pairs.filter((p) => tenthOf(p.urdu) === fold);
  const spellings = oneSpellingEach(
    pairs,
    (urdu) => tenthOf(urdu) !== fold && losesSpelling(urdu, fold, spellingOneIn),
    fold,
  );
  const lost = new Set(spellings.map((p) => `${p.roman}\t${p.urdu}`));
  const kept = pairs.filter((p) => tenthOf(p.urdu) !== fold && !lost.has(`${p.roman}\t${p.urdu}`));
  console.log(
    `roman: fold ${fold}: ${kept.length} pairs build the model, ${heldOut.length} held out with their words, ` +
      `${spellings.length} spellings of kept words held out`,
  );
  // Cache names: the model differs with the held-out spellings.
  const tag = spellingOneIn > 0 ? `fold${fold}-s${spellingOneIn}` : `fold${fold}`;
  const emPrefix = optionValues('em-cache')[0];
  const model = romanModelFromData(
    buildModelData(kept, externalWordCounts(), {
      order: Number(optionValues('order')[0] ?? 3),
      uniform: false,
      emCache: emPrefix ? `${emPrefix}-${tag}.json` : undefined,
    }),
  );
  const cachePrefix = optionValues('candidates-cache')[0];
  const cache = (kind: string) => (cachePrefix ? `${cachePrefix}-${tag}${kind}.json` : undefined);
  const reportFolds = optionValues('report-folds')[0]?.split(',').map(Number);
  const maxQueries = Number(optionValues('queries')[0] ?? 20000);
  const sets: [Kind, DecodedQuery[]][] = [
    ['word', decodeCached(model, evenly(heldOut, maxQueries), cache(''))],
    ['spelling', decodeCached(model, evenly(spellings, maxQueries), cache('-spellings'))],
  ];
  if (attested > 0 && (!reportFolds || reportFolds.includes(fold))) {
    const rows = evenly(
      kept.filter((p) => isReportWord(p.urdu)),
      attested,
    );
    sets.push(['attested', decodeCached(model, rows, cache(`-attested${attested}`))]);
  }
  const index = new Map(model.words.map((w, i) => [w, i] as const));
  const countOf = (urdu: string) => model.counts[index.get(urdu) ?? -1] ?? 1;
  return sets.flatMap(([kind, decoded]) =>
    decoded.map((d) => ({
      word: d.gold,
      fold,
      kind,
      count: countOf(d.gold),
      attestations: d.cands.map((c) => Math.log1p(model.dictionary.get(`${d.roman}\t${c.urdu}`) ?? 0)),
      romanAttested: model.attestedRomans.has(d.roman),
      features: candidateFeatures(model, d.roman, d.cands),
      gold: d.cands.findIndex((c) => c.urdu === d.gold),
    })),
  );
}

/** Top-1 of a scorer, unweighted and weighted by the right word's count (running text's weighting). */
function accuracy(
  queries: readonly Query[],
  score: (q: Query, ci: number) => number,
): { plain: number; tokens: number } {
  let right = 0;
  let rightTokens = 0;
  let tokens = 0;
  for (const q of queries) {
    tokens += q.count;
    if (q.gold < 0) continue;
    const scores = q.features.map((_, ci) => score(q, ci));
    const g = scores[q.gold] as number;
    if (scores.every((s, i) => i === q.gold || s < g)) {
      right++;
      rightTokens += q.count;
    }
  }
  return { plain: queries.length ? right / queries.length : 0, tokens: tokens ? rightTokens / tokens : 0 };
}

/** The spelling queries repeated `share` times (a fraction: that share of them, evenly spaced). */
function withSpellingShare(queries: readonly Query[], share: number): Query[] {
  const words = queries.filter((q) => q.kind === 'word');
  const spellings = queries.filter((q) => q.kind === 'spelling');
  const out = [...words];
  for (let s = share; s > 0; s--)
    out.push(...(s >= 1 ? spellings : evenly(spellings, Math.round(s * spellings.length))));
  return out;
}

function main(): void {
  const lexicon = trainingLexicon();
  if (!lexicon) return;
  const { pairs } = lexicon;
  const out = optionValues('out')[0] ?? resolve(import.meta.dirname, '../data/reranker.json');
  const folds = (optionValues('folds')[0] ?? '0,1,2,3').split(',').map(Number);
  const spellingOneIn = Number(optionValues('spelling-one-in')[0] ?? 0);
  const attested = Number(optionValues('attested-queries')[0] ?? 0);
  const queries = folds.flatMap((fold) => foldQueries(pairs, fold, spellingOneIn, attested));

  // --report-folds: the folds whose report words are scored (default: all of --folds), so that
  // fits on more tenths can be compared on the same words. No query of a report word is fitted.
  const reportFolds = new Set((optionValues('report-folds')[0] ?? folds.join(',')).split(',').map(Number));
  const report = queries.filter((q) => isReportWord(q.word) && reportFolds.has(q.fold));
  const fit = queries.filter((q) => !isReportWord(q.word) && q.kind !== 'attested');
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const ofKind = (kind: Kind) => report.filter((q) => q.kind === kind);
  // --attested-weights: the attestation bonus weights to report (default: the engine's).
  const bonusWeights = (optionValues('attested-weights')[0] ?? String(HAND_WEIGHTS.attested))
    .split(',')
    .map(Number);
  const describe = (name: string, net: (f: number[], q: Query) => number) => {
    const word = accuracy(ofKind('word'), (q, ci) => net(q.features[ci] as number[], q));
    console.log(`  ${name}: held-out words ${pct(word.plain)} without the attestation bonus`);
    for (const weight of bonusWeights) {
      const withBonus = (q: Query, ci: number) =>
        weight * (q.attestations[ci] as number) + net(q.features[ci] as number[], q);
      const words = accuracy(ofKind('word'), withBonus);
      const spelling = accuracy(ofKind('spelling'), withBonus);
      const att = accuracy(ofKind('attested'), withBonus);
      console.log(
        `    bonus ${weight}: held-out words ${pct(words.plain)}; held-out spellings ${pct(spelling.plain)} ` +
          `(by word count ${pct(spelling.tokens)}); attested ${pct(att.plain)} (by word count ${pct(att.tokens)})`,
      );
    }
  };
  const reach = (kind: Kind) => {
    const qs = ofKind(kind);
    return `${qs.length} ${kind} queries (${pct(qs.filter((q) => q.gold >= 0).length / Math.max(1, qs.length))} reachable)`;
  };
  console.log(
    `roman: report top-1 on ${reach('word')}, ${reach('spelling')}, ${reach('attested')}; spellings and attested with the attestation bonus:`,
  );
  const hand = FEATURE_NAMES.map((name) => HAND_WEIGHTS.features[name] ?? 0);
  describe('hand weights', (f) => f.reduce((s, v, k) => s + v * (hand[k] as number), 0));
  const committed = loadRankingWeights().mlp;
  if (committed)
    describe('committed reranker (it learnt from some of these words)', (f) => mlpScore(committed, f));
  if (process.argv.includes('--report-linear')) {
    const words = fit.filter((q) => q.kind === 'word');
    const linear = fitReranker(words, FEATURE_NAMES.length, { l2: 1e-3, epochs: 400, learningRate: 0.05 });
    console.log(`  linear: held-out words ${pct(top1(ofKind('word'), linear))}`);
  }
  const attestedFolds = optionValues('attested-folds')[0]?.split(',').map(Number);
  if (attestedFolds) {
    const words = ofKind('word');
    const attestedShare = words.filter((q) => q.romanAttested).length / Math.max(1, words.length);
    console.log(`  gate: ${pct(attestedShare)} of report words have a Roman spelling the fold model attests`);
    const inA = (q: Query) => attestedFolds.includes(q.fold);
    const few = fitMlp(fit.filter(inA), FEATURE_NAMES, MLP_OPTIONS);
    const many = fitMlp(fit, FEATURE_NAMES, MLP_OPTIONS);
    describe(`reranker on folds ${attestedFolds.join(',')}`, (f) => mlpScore(few, f));
    describe(`reranker on folds ${folds.join(',')}`, (f) => mlpScore(many, f));
    describe('gate: attested spelling -> the first, else the second', (f, q) =>
      mlpScore(q.romanAttested ? few : many, f));
    const gated = (attested: boolean) => words.filter((q) => q.romanAttested === attested);
    for (const [name, net] of [
      ['first', few],
      ['second', many],
    ] as const) {
      const score = (q: Query, ci: number) => mlpScore(net, q.features[ci] as number[]);
      console.log(
        `    ${name} net, without the bonus: report words with an attested spelling ${pct(accuracy(gated(true), score).plain)}, ` +
          `without ${pct(accuracy(gated(false), score).plain)}`,
      );
    }
  }
  const shares = optionValues('spelling-shares')[0]?.split(',').map(Number) ?? [];
  for (const share of shares) {
    const mlp: MlpReranker = fitMlp(withSpellingShare(fit, share), FEATURE_NAMES, MLP_OPTIONS);
    describe(`reranker, spelling share ${share}`, (f) => mlpScore(mlp, f));
  }
  // --spelling-share a,b: one file per share (OUT with .share-a before .json) when more than one.
  const finalShares = (optionValues('spelling-share')[0] ?? '1').split(',').map(Number);
  const attestedWeight = Number(optionValues('attested-weight')[0] ?? HAND_WEIGHTS.attested);
  const attestedShare = optionValues('attested-common-share')[0];
  const attestedCommonShare = attestedShare === undefined ? undefined : Number(attestedShare);
  for (const share of finalShares) {
    const all = withSpellingShare(
      queries.filter((q) => q.kind !== 'attested'),
      share,
    );
    const file = finalShares.length > 1 ? out.replace(/(\.json)?$/, `.share-${share}$1`) : out;
    if (attestedFolds) {
      const few = all.filter((q) => attestedFolds.includes(q.fold));
      const mlp = fitMlp(few, FEATURE_NAMES, MLP_OPTIONS);
      const unattestedMlp = fitMlp(all, FEATURE_NAMES, MLP_OPTIONS);
      const commonShare = optionValues('common-share')[0];
      const commonWordShare = commonShare === undefined ? undefined : Number(commonShare);
      writeFileSync(
        file,
        `${JSON.stringify({ attested: attestedWeight, mlp, unattestedMlp, commonWordShare, attestedCommonShare })}\n`,
      );
      console.log(
        `roman: rerankers from ${few.length} queries (attested spellings) and ${all.length} (other spellings) ` +
          `(spelling share ${share}, attestation bonus ${attestedWeight}) -> ${file}`,
      );
      continue;
    }
    const final = fitMlp(all, FEATURE_NAMES, MLP_OPTIONS);
    writeFileSync(file, `${JSON.stringify({ attested: attestedWeight, mlp: final, attestedCommonShare })}\n`);
    console.log(
      `roman: reranker from ${all.length} queries (spelling share ${share}, attestation bonus ${attestedWeight}) -> ${file}`,
    );
  }
}

main();
