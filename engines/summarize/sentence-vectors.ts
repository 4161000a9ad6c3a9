import { type DocumentFrequencies, idf } from './document-frequencies';
import { termsOf } from './terms';

export type TermVector = Map<string, number>;

/** Term frequency times corpus IDF for one sentence. */
export function tfidfVector(sentence: string, freqs: DocumentFrequencies): TermVector {
  const v: TermVector = new Map();
  for (const term of termsOf(sentence)) v.set(term, (v.get(term) ?? 0) + 1);
  for (const [term, tf] of v) v.set(term, tf * idf(freqs, term));
  return v;
}

export function squaredNorm(v: TermVector): number {
  let n = 0;
  for (const x of v.values()) n += x * x;
  return n;
}

/**
 * Cosine of a and b; `bSquaredNorm` is b's, when the caller compares many vectors with one b (a
 * text's centroid holds all its terms: summing it for each sentence is quadratic in the text).
 */
export function cosine(a: TermVector, b: TermVector, bSquaredNorm = squaredNorm(b)): number {
  let dot = 0;
  let na = 0;
  for (const [t, x] of a) {
    na += x * x;
    const y = b.get(t);
    if (y !== undefined) dot += x * y;
  }
  return na === 0 || bSquaredNorm === 0 ? 0 : dot / Math.sqrt(na * bSquaredNorm);
}
