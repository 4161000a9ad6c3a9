// Picks the Urdu spelling of one Roman word. Candidates come from the vocabulary-bound search
// (known words) and the free search (unseen spellings); a small neural reranker over candidate
// features (rerank-features.ts, reranker-mlp.ts), learnt on held-out slices of the training
// lexicon (training/build-reranker.ts), orders them, plus a fixed bonus for pairs attested in
// training. A second net, learnt on more held-out words, ranks Roman spellings that training
// never attests (unseen words) unless the first net picks a common word for them; the first
// ranks everything else (most of running text). The bonus goes only to words that are not rare
// (attestedCommonShare): a rare word's attested spelling is more often another word's.
// Without the reranker file, hand-set linear weights do.
import { existsSync, readFileSync } from 'node:fs';
import { type Candidate, decodeRoman } from './decode';
import type { RomanModel } from './model';
import { candidateFeatures, FEATURE_NAMES } from './rerank-features';
import { type MlpReranker, mlpScore } from './reranker-mlp';

export interface RankingWeights {
  /** Linear weight of each feature in FEATURE_NAMES (missing: 0). */
  features: Record<string, number>;
  /**
   * Weight of log(1 + times the pair was attested in the training lexicon). Not learnt: the
   * held-out words the reranker learns from are never attested, nor are evaluation words, but
   * in running text the attested spelling of a common word is usually the right one.
   */
  attested: number;
  /** Beam of the vocabulary-bound search. */
  beam: number;
  /** Beam of the free search; it has no word list to prune it and is the slower of the two. */
  freeBeam: number;
  /** The learnt reranker; when present it replaces the linear `features` weights. */
  mlp?: MlpReranker;
  /**
   * The reranker for Roman spellings not attested in the training lexicon (see usesUnattestedNet);
   * absent: `mlp` ranks every word. Learnt on more held-out words than `mlp`, it ranks unseen
   * words better but trusts common words less, which costs running text if it ranks known words.
   */
  unattestedMlp?: MlpReranker;
  /**
   * A spelling that training never attests keeps `mlp`'s ranking when `mlp`'s best candidate is a
   * common word: one of the most frequent words that together make up this share of the word
   * list's counts (commonWordCount). Absent: every such spelling goes to `unattestedMlp`.
   */
  commonWordShare?: number;
  /**
   * The attestation bonus goes only to candidates at least as frequent as the least frequent of
   * the common words at this share of the word counts (commonWordCount; 0.99: count ≥ ~2,000).
   * A rare word's attested spelling usually stands for a commoner word in running text, and
   * always for another word in the lexicon split (docs/quality/roman.md). Absent: every
   * attested pair gets the bonus.
   */
  attestedCommonShare?: number;
}

/** The hand-set ranking used before the reranker (joint + 0.35 log frequency − 6 if unknown) and the beams. */
export const HAND_WEIGHTS: RankingWeights = {
  features: { logJoint: 1, logFreq: 0.35, unknown: -6 },
  attested: 1,
  // Beams 16/16 gave the same dev top-1 as 32/32 (57%) in half the time; top-5 fell 0.6 points.
  beam: 16,
  freeBeam: 16,
};

export const RERANKER_PATH = new URL('./data/reranker.json', import.meta.url);

export function loadRankingWeights(path: string | URL = RERANKER_PATH): RankingWeights {
  if (!existsSync(path)) return HAND_WEIGHTS;
  const data = JSON.parse(readFileSync(path, 'utf8')) as Partial<RankingWeights>;
  for (const net of [data.mlp, data.unattestedMlp]) {
    const names = net?.features ?? [];
    if (net && (names.length !== FEATURE_NAMES.length || names.some((n, i) => n !== FEATURE_NAMES[i]))) {
      throw new Error(
        `${String(path)} was learnt for other features: rebuild it with training/build-reranker.ts`,
      );
    }
  }
  return { ...HAND_WEIGHTS, ...data };
}

const commonCounts = new WeakMap<RomanModel, Map<number, number>>();

/**
 * The smallest count among the most frequent words of the model's list that together make up
 * `share` of all its word counts: a word with at least this count is a common word.
 */
export function commonWordCount(model: RomanModel, share: number): number {
  let byShare = commonCounts.get(model);
  if (!byShare) {
    byShare = new Map();
    commonCounts.set(model, byShare);
  }
  let count = byShare.get(share);
  if (count === undefined) {
    const sorted = Float64Array.from(model.counts).sort().reverse();
    const total = sorted.reduce((sum, c) => sum + c, 0);
    count = sorted[0] ?? 0;
    let covered = 0;
    for (const c of sorted) {
      if (covered >= share * total) break;
      covered += c;
      count = c;
    }
    byShare.set(share, count);
  }
  return count;
}

/**
 * Whether `roman`'s candidates go to `unattestedMlp`, given their scores under `mlp`: only when
 * the training lexicon never attests this Roman spelling (with any Urdu word) and `mlp`'s best
 * candidate is not a common word (see RankingWeights.commonWordShare).
 */
export function usesUnattestedNet(
  model: RomanModel,
  roman: string,
  cands: readonly Candidate[],
  scores: readonly number[],
  weights: RankingWeights,
): boolean {
  if (!weights.unattestedMlp || model.attestedRomans.has(roman)) return false;
  if (weights.commonWordShare === undefined) return true;
  let best = -1;
  for (let i = 0; i < scores.length; i++)
    if (best < 0 || (scores[i] as number) > (scores[best] as number)) best = i;
  const top = cands[best];
  if (!top || top.wordIndex < 0) return true;
  return (model.counts[top.wordIndex] ?? 0) < commonWordCount(model, weights.commonWordShare);
}

/** The fixed bonus for `roman` written as `cand`: log(1 + attestations), for words that are not rare. */
export function attestationBonus(
  model: RomanModel,
  roman: string,
  cand: Candidate,
  weights: RankingWeights,
): number {
  if (weights.attested === 0) return 0;
  const attestations = model.dictionary.get(`${roman}\t${cand.urdu}`) ?? 0;
  if (attestations === 0) return 0;
  if (weights.attestedCommonShare !== undefined) {
    const count = cand.wordIndex >= 0 ? (model.counts[cand.wordIndex] ?? 0) : 0;
    if (count < commonWordCount(model, weights.attestedCommonShare)) return 0;
  }
  return weights.attested * Math.log1p(attestations);
}

export const DEFAULT_WEIGHTS: RankingWeights = loadRankingWeights();

export interface RankedCandidate {
  urdu: string;
  score: number;
}

/** Known words from the vocabulary-bound search and a few free spellings, one entry per spelling. */
export function generateCandidates(
  model: RomanModel,
  roman: string,
  beam: number,
  freeBeam = beam,
): Candidate[] {
  const known = decodeRoman(model, roman, { vocabulary: true, beam, maxResults: 20 });
  const free = decodeRoman(model, roman, { vocabulary: false, beam: freeBeam, maxResults: 3 });
  const byUrdu = new Map<string, Candidate>();
  for (const c of [...known, ...free]) {
    const old = byUrdu.get(c.urdu);
    if (!old || old.logJoint < c.logJoint) byUrdu.set(c.urdu, c);
  }
  return [...byUrdu.values()];
}

/**
 * Longest Roman word the model decodes. The beam search's cost grows with the square of the
 * word's length (every hypothesis carries its spelling so far: 250 letters took 1 to 3 s, 1,000
 * letters 8 to 20 s). The longest word of Dakshina's training lexicon has 21 letters, of its dev
 * lexicon and dev sentences 17: a longer "word" is words run together or noise.
 */
export const MAX_DECODED_LETTERS = 24;

/** Ranked Urdu spellings of a Roman word; none for a word over MAX_DECODED_LETTERS letters. */
export function rankCandidates(
  model: RomanModel,
  roman: string,
  weights: RankingWeights = DEFAULT_WEIGHTS,
  maxResults = 5,
): RankedCandidate[] {
  if (roman.length > MAX_DECODED_LETTERS) return [];
  const cands = generateCandidates(model, roman, weights.beam, weights.freeBeam);
  const w = FEATURE_NAMES.map((name) => weights.features[name] ?? 0);
  const features = candidateFeatures(model, roman, cands);
  const scoreWith = (mlp: MlpReranker | undefined) =>
    cands.map((c, i) => {
      const f = features[i] as number[];
      let score = attestationBonus(model, roman, c, weights);
      if (mlp) score += mlpScore(mlp, f);
      else for (let k = 0; k < w.length; k++) score += (w[k] as number) * (f[k] as number);
      return score;
    });
  let scores = scoreWith(weights.mlp);
  if (usesUnattestedNet(model, roman, cands, scores, weights)) scores = scoreWith(weights.unattestedMlp);
  return cands
    .map((c, i) => ({ urdu: c.urdu, score: scores[i] as number }))
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults);
}
