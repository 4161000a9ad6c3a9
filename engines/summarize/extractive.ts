import { splitSentences } from '../text';
import { consensusScores } from './consensus';
import { type DocumentFrequencies, loadDocumentFrequencies } from './document-frequencies';
import { cosine, squaredNorm, type TermVector, tfidfVector } from './sentence-vectors';
import { termsOf } from './terms';

export const MIN_SENTENCES = 1;
export const MAX_SENTENCES = 4;

export interface ScoredSentence {
  index: number;
  text: string;
  score: number;
}

// The centroid only breaks near-ties between consensus scores (docs/quality.md: 0.1 and 0 are
// within 0.001 ROUGE-1 of each other on the XL-Sum dev file; larger weights lose).
const CENTROID_WEIGHT = 0.1;

/**
 * Consensus scoring (consensus.ts): a sentence scores by its mean ROUGE-1 F1 against the other
 * sentences, plus a small share of its cosine to the document's TF-IDF centroid (Radev et al.
 * 2004; IDF from corpus document frequencies, so words common in Urdu at large weigh little).
 */
export function scoreSentences(
  text: string,
  freqs: DocumentFrequencies,
  method: 'centroid' | 'lead' = 'centroid',
) {
  const sentences = splitSentences(text);
  const vectors = sentences.map((s) => tfidfVector(s, freqs));
  const centroid: TermVector = new Map();
  for (const v of vectors) for (const [t, x] of v) centroid.set(t, (centroid.get(t) ?? 0) + x);
  const centroidNorm = squaredNorm(centroid);
  const consensus = method === 'lead' ? [] : consensusScores(sentences.map(termsOf));
  return sentences.map((s, index): ScoredSentence => {
    if (method === 'lead') return { index, text: s, score: -index };
    const centrality = cosine(vectors[index]!, centroid, centroidNorm);
    return { index, text: s, score: consensus[index]! + CENTROID_WEIGHT * centrality };
  });
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
