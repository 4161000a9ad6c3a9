// Picks the Urdu spelling of one Roman word: known words proposed by the vocabulary-bound
// search, ranked by graphone-model likelihood, word frequency and attestation in the training
// lexicon; a free spelling wins only when no known word scores close enough.
import { type Candidate, decodeRoman } from './decode';
import type { RomanModel } from './model';

export interface RankingWeights {
  /** Weight of log word frequency. */
  frequency: number;
  /** Weight of log(1 + times the pair was attested in the training lexicon). */
  attested: number;
  /** Extra cost of a spelling that is not a known word. */
  unknownPenalty: number;
  beam: number;
}

export const DEFAULT_WEIGHTS: RankingWeights = { frequency: 0.35, attested: 1, unknownPenalty: 6, beam: 32 };

export interface RankedCandidate {
  urdu: string;
  score: number;
}

export function rankCandidates(
  model: RomanModel,
  roman: string,
  weights: RankingWeights = DEFAULT_WEIGHTS,
  maxResults = 5,
): RankedCandidate[] {
  const known = decodeRoman(model, roman, { vocabulary: true, beam: weights.beam, maxResults: 20 });
  const free = decodeRoman(model, roman, { vocabulary: false, beam: weights.beam, maxResults: 3 });
  const score = (c: Candidate): number => {
    const attested = model.dictionary.get(`${roman}\t${c.urdu}`) ?? 0;
    const freq = c.wordIndex >= 0 ? (model.logFreq[c.wordIndex] ?? 0) : model.logFreqUnknown;
    const penalty = c.wordIndex >= 0 ? 0 : weights.unknownPenalty;
    return c.logJoint + weights.frequency * freq + weights.attested * Math.log1p(attested) - penalty;
  };
  const seen = new Map<string, number>();
  for (const c of [...known, ...free]) {
    const s = score(c);
    if ((seen.get(c.urdu) ?? Number.NEGATIVE_INFINITY) < s) seen.set(c.urdu, s);
  }
  return [...seen]
    .map(([urdu, s]) => ({ urdu, score: s }))
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults);
}
