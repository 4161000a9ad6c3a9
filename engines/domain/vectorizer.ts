/** A document as parallel arrays of feature indices and (tf-idf, L2-normalised) values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

/** Feature name -> index and inverse document frequency, fixed at training time. */
export interface Vocabulary {
  index: Map<string, number>;
  idf: Float32Array;
}

/**
 * Keeps features seen in at least minDf documents, the maxFeatures commonest by document
 * frequency (a cap that keeps the committed model compact), with smoothed idf.
 */
export function buildVocabulary(
  docs: readonly Map<string, number>[],
  minDf: number,
  maxFeatures: number,
): Vocabulary {
  const df = new Map<string, number>();
  for (const doc of docs) for (const key of doc.keys()) df.set(key, (df.get(key) ?? 0) + 1);
  const kept = [...df]
    .filter(([, n]) => n >= minDf)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxFeatures);
  const index = new Map<string, number>();
  const idf = new Float32Array(kept.length);
  kept.forEach(([key, n], i) => {
    index.set(key, i);
    idf[i] = Math.log((1 + docs.length) / (1 + n)) + 1;
  });
  return { index, idf };
}

/** Sublinear tf (1 + log tf) times idf, L2-normalised; unknown features are dropped. */
export function vectorize(doc: Map<string, number>, vocab: Vocabulary): SparseVector {
  const pairs: [number, number][] = [];
  for (const [key, tf] of doc) {
    const i = vocab.index.get(key);
    if (i !== undefined) pairs.push([i, (1 + Math.log(tf)) * vocab.idf[i]!]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const norm = Math.sqrt(pairs.reduce((s, [, v]) => s + v * v, 0)) || 1;
  return {
    indices: Int32Array.from(pairs, ([i]) => i),
    values: Float32Array.from(pairs, ([, v]) => v / norm),
  };
}
