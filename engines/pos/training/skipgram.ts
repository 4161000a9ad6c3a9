/**
 * Word vectors by skip-gram with negative sampling (Mikolov et al. 2013), for the window
 * network's fixed word slots: trained on plain text (the Wikipedia sentences and the tagged
 * file's own training words), they give a word the tagged file never saw a vector learnt from
 * its contexts elsewhere.
 */
import { seededRandom } from '../../text/training/seeded-random';

export interface SkipGramOptions {
  dim?: number;
  /** Context words on each side (the actual window is drawn between 1 and this, as word2vec does). */
  window?: number;
  negative?: number;
  epochs?: number;
  /** Words seen fewer times get no vector. */
  minCount?: number;
  learningRate?: number;
  /** Frequent words are skipped with word2vec's subsampling at this threshold. */
  sample?: number;
  seed?: number;
}

const NEGATIVE_TABLE = 1_000_000;

/** Word -> vector (the input vectors, unit length) for the words seen minCount times or more. */
export function trainSkipGram(
  sentences: readonly (readonly string[])[],
  options: SkipGramOptions = {},
): Map<string, Float32Array> {
  const {
    dim = 32,
    window = 4,
    negative = 5,
    epochs = 5,
    minCount = 2,
    learningRate = 0.025,
    sample = 1e-4,
    seed = 1,
  } = options;
  const random = seededRandom(seed);
  const counts = new Map<string, number>();
  for (const s of sentences) for (const w of s) counts.set(w, (counts.get(w) ?? 0) + 1);
  const vocab = [...counts].filter(([, n]) => n >= minCount).sort((a, b) => b[1] - a[1]);
  const index = new Map(vocab.map(([w], i) => [w, i]));
  const total = vocab.reduce((n, [, c]) => n + c, 0);
  const corpus = sentences.map((s) =>
    Int32Array.from(s.filter((w) => index.has(w)).map((w) => index.get(w)!)),
  );

  // Negatives drawn from the unigram distribution raised to 3/4.
  const table = new Int32Array(NEGATIVE_TABLE);
  const power = vocab.reduce((n, [, c]) => n + c ** 0.75, 0);
  let word = 0;
  let cumulative = vocab[0] ? vocab[0][1] ** 0.75 / power : 1;
  for (let k = 0; k < NEGATIVE_TABLE; k += 1) {
    table[k] = word;
    if (k / NEGATIVE_TABLE > cumulative && word < vocab.length - 1) {
      word += 1;
      cumulative += vocab[word]![1] ** 0.75 / power;
    }
  }
  const keepChance = vocab.map(([, c]) => {
    const f = c / (sample * total);
    return Math.min(1, (Math.sqrt(f) + 1) / f);
  });

  const input = Float32Array.from({ length: vocab.length * dim }, () => (random() - 0.5) / dim);
  const output = new Float32Array(vocab.length * dim);
  const gradient = new Float32Array(dim);
  const steps = epochs * corpus.reduce((n, s) => n + s.length, 0);
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const full of corpus) {
      const s = full.filter((w) => random() < keepChance[w]!);
      for (let i = 0; i < s.length; i += 1, step += 1) {
        const rate = Math.max(learningRate * 1e-4, learningRate * (1 - step / steps));
        const reach = 1 + Math.floor(random() * window);
        for (let j = Math.max(0, i - reach); j <= Math.min(s.length - 1, i + reach); j += 1) {
          if (j === i) continue;
          const from = s[j]! * dim;
          gradient.fill(0);
          for (let k = 0; k <= negative; k += 1) {
            const target = k === 0 ? s[i]! : table[Math.floor(random() * NEGATIVE_TABLE)]!;
            if (k > 0 && target === s[i]) continue;
            const to = target * dim;
            let dot = 0;
            for (let d = 0; d < dim; d += 1) dot += input[from + d]! * output[to + d]!;
            const g = ((k === 0 ? 1 : 0) - 1 / (1 + Math.exp(-dot))) * rate;
            for (let d = 0; d < dim; d += 1) {
              gradient[d]! += g * output[to + d]!;
              output[to + d]! += g * input[from + d]!;
            }
          }
          for (let d = 0; d < dim; d += 1) input[from + d]! += gradient[d]!;
        }
      }
    }
  }
  const vectors = new Map<string, Float32Array>();
  vocab.forEach(([w], i) => {
    const v = input.slice(i * dim, (i + 1) * dim);
    const norm = Math.hypot(...v) || 1;
    for (let d = 0; d < dim; d += 1) v[d]! /= norm;
    vectors.set(w, v);
  });
  return vectors;
}
