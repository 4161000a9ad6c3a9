import { splitSentences } from '../text';
import { type DocumentFrequencies, defaultDocumentFrequencies } from './document-frequencies';
import { cosine, squaredNorm, type TermVector, tfidfVector } from './sentence-vectors';

export const MIN_SENTENCES = 1;
export const MAX_SENTENCES = 4;

export interface ScoredSentence {
  index: number;
  text: string;
  score: number;
}

// Tuned on the XL-Sum dev file between 0 and 3 (0.3-1 all beat lead-1 on ROUGE-1; see docs/quality.md).
const POSITION_WEIGHT = 0.5;

/**
 * Centroid scoring (Radev et al. 2004): the document's centroid is the sum of its sentence
 * TF-IDF vectors (IDF from corpus document frequencies, so words common in Urdu at large
 * weigh little); a sentence scores by its cosine to the centroid, mildly favouring early
 * sentences, as news puts the gist first.
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
  return sentences.map((s, index): ScoredSentence => {
    if (method === 'lead') return { index, text: s, score: -index };
    const positionPrior = 1 + POSITION_WEIGHT / (index + 1);
    return { index, text: s, score: cosine(vectors[index]!, centroid, centroidNorm) * positionPrior };
  });
}

/** The n best sentences (1-4, default 1), in their original order. */
export function selectSentences(
  text: string,
  n = 1,
  freqs: DocumentFrequencies = defaultDocumentFrequencies(),
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
