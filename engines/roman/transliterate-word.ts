// Picks the Urdu spelling of one Roman word. Candidates come from the vocabulary-bound search
// (known words) and the free search (unseen spellings); a small neural reranker over candidate
// features (rerank-features.ts, reranker-mlp.ts), learnt on held-out slices of the training
// lexicon (training/build-reranker.ts), orders them, plus a fixed bonus for pairs attested in
// training. Without the reranker file, hand-set linear weights do.
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
  const names = data.mlp?.features ?? [];
  if (data.mlp && (names.length !== FEATURE_NAMES.length || names.some((n, i) => n !== FEATURE_NAMES[i]))) {
    throw new Error(
      `${String(path)} was learnt for other features: rebuild it with training/build-reranker.ts`,
    );
  }
  return { ...HAND_WEIGHTS, ...data };
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

export function rankCandidates(
  model: RomanModel,
  roman: string,
  weights: RankingWeights = DEFAULT_WEIGHTS,
  maxResults = 5,
): RankedCandidate[] {
  const cands = generateCandidates(model, roman, weights.beam, weights.freeBeam);
  const w = FEATURE_NAMES.map((name) => weights.features[name] ?? 0);
  const features = candidateFeatures(model, roman, cands);
  return cands
    .map((c, i) => {
      const f = features[i] as number[];
      let score = weights.attested * Math.log1p(model.dictionary.get(`${roman}\t${c.urdu}`) ?? 0);
      if (weights.mlp) score += mlpScore(weights.mlp, f);
      else for (let k = 0; k < w.length; k++) score += (w[k] as number) * (f[k] as number);
      return { urdu: c.urdu, score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults);
}
