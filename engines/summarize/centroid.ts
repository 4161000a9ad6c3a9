import type { DocumentFrequencies } from './document-frequencies';
import { cosine, squaredNorm, type TermVector, tfidfVector } from './sentence-vectors';

/**
 * Each sentence's cosine to the text's TF-IDF centroid (Radev et al. 2004; IDF from corpus
 * document frequencies, so words common in Urdu at large weigh little). The centroid is summed
 * once and its norm passed in, so the cost is linear in the text.
 */
export function centroidScores(sentences: readonly string[], freqs: DocumentFrequencies): number[] {
  const vectors = sentences.map((s) => tfidfVector(s, freqs));
  const centroid: TermVector = new Map();
  for (const v of vectors) for (const [t, x] of v) centroid.set(t, (centroid.get(t) ?? 0) + x);
  const centroidNorm = squaredNorm(centroid);
  return vectors.map((v) => cosine(v, centroid, centroidNorm));
}
