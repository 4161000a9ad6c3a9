import { splitSentences } from '../text';
import { centroidScores } from './centroid';
import { consensusScores } from './consensus';
import { type DocumentFrequencies, loadDocumentFrequencies } from './document-frequencies';
import { termsOf } from './terms';

export const MIN_SENTENCES = 1;
export const MAX_SENTENCES = 4;

export interface ScoredSentence {
  index: number;
  text: string;
  score: number;
}

// The centroid only breaks near-ties between consensus scores (docs/quality/summarize.md: chosen with the
// consensus's MIN_PEER_WORDS under 5-fold cross-validation, training/crossval.ts; larger weights lose).
export const CENTROID_WEIGHT = 0.1;

/**
 * Consensus scoring (consensus.ts): a sentence scores by its mean ROUGE-1 F1 against the other
 * sentences that could stand in for a reference summary, plus a small share of its cosine to the
 * text's TF-IDF centroid (centroid.ts).
 */
export function scoreSentences(
  text: string,
  freqs: DocumentFrequencies,
  method: 'centroid' | 'lead' = 'centroid',
) {
  const sentences = splitSentences(text);
  if (method === 'lead')
    return sentences.map((s, index): ScoredSentence => ({ index, text: s, score: -index }));
  const centrality = centroidScores(sentences, freqs);
  const consensus = consensusScores(sentences.map(termsOf));
  return sentences.map(
    (s, index): ScoredSentence => ({
      index,
      text: s,
      score: consensus[index]! + CENTROID_WEIGHT * centrality[index]!,
    }),
  );
}

/** The n best sentences (1-4, default 1), in their original order. */
export function selectSentences(
  text: string,
  n = 1,
  freqs: DocumentFrequencies = loadDocumentFrequencies(),
  method: 'centroid' | 'lead' = 'centroid',
): ScoredSentence[] {
  const count = Math.min(Math.max(Math.trunc(n), MIN_SENTENCES), MAX_SENTENCES);
  return scoreSentences(text, freqs, method)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
}

export function extractiveSummary(text: string, n = 1, freqs?: DocumentFrequencies): string {
  return selectSentences(text, n, freqs)
    .map((s) => s.text)
    .join(' ');
}
