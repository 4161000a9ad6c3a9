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

export function cosine(a: TermVector, b: TermVector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, x] of a) {
    na += x * x;
    const y = b.get(t);
    if (y !== undefined) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
