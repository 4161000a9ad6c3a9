// Fits an MlpReranker listwise: softmax over each query's candidates, maximising the log
// probability of the right one; Adam on mini-batches of queries, L2 on all weights.

import { seededRandom } from '../../text/training/seeded-random';
import type { MlpReranker } from '../reranker-mlp';
import { featureMoments, type RerankQuery } from './fit-reranker';

export interface MlpOptions {
  hidden: number;
  epochs: number;
  batch: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export function fitMlp(
  queries: readonly RerankQuery[],
  names: readonly string[],
  opts: MlpOptions,
): MlpReranker {
  const d = names.length;
  const h = opts.hidden;
  const { mean, meanSquare } = featureMoments(queries, d);
  const std = meanSquare.map((s, k) => Math.sqrt(Math.max(1e-6, s - (mean[k] as number) ** 2)));
  const usable = queries
    .filter((q) => q.gold >= 0 && q.features.length > 1)
    .map((q) => ({
      gold: q.gold,
      x: q.features.map((f) =>
        Float64Array.from(f, (v, k) => (v - (mean[k] as number)) / (std[k] as number)),
      ),
    }));

  const rand = seededRandom(opts.seed);
  // Parameters in one vector: hidden weights, hidden bias, output weights, linear weights.
  const size = h * d + h + h + d;
  const p = new Float64Array(size);
  for (let i = 0; i < h * d; i++) p[i] = (rand() - 0.5) * (2 / Math.sqrt(d));
  for (let j = 0; j < h; j++) p[h * d + h + j] = (rand() - 0.5) * 0.2;
  const oB = h * d;
  const oV = h * d + h;
  const oU = h * d + 2 * h;
  const m1 = new Float64Array(size);
  const m2 = new Float64Array(size);
  let step = 0;
  const order = usable.map((_, i) => i);
  const act = new Float64Array(h);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (let start = 0; start < order.length; start += opts.batch) {
      const grad = new Float64Array(size);
      const batch = order.slice(start, start + opts.batch);
      for (const qi of batch) {
        const q = usable[qi] as (typeof usable)[number];
        const acts: Float64Array[] = [];
        const scores = q.x.map((x) => {
          const a = new Float64Array(h);
          let s = 0;
          for (let k = 0; k < d; k++) s += (p[oU + k] as number) * (x[k] as number);
          for (let j = 0; j < h; j++) {
            let z = p[oB + j] as number;
            for (let k = 0; k < d; k++) z += (p[j * d + k] as number) * (x[k] as number);
            a[j] = Math.tanh(z);
            s += (p[oV + j] as number) * (a[j] as number);
          }
          acts.push(a);
          return s;
        });
        const top = Math.max(...scores);
        const exps = scores.map((s) => Math.exp(s - top));
        const z = exps.reduce((a, b) => a + b, 0);
        q.x.forEach((x, ci) => {
          const g = (exps[ci] as number) / z - (ci === q.gold ? 1 : 0);
          if (Math.abs(g) < 1e-6) return;
          const a = acts[ci] as Float64Array;
          for (let k = 0; k < d; k++) grad[oU + k] = (grad[oU + k] as number) + g * (x[k] as number);
          for (let j = 0; j < h; j++) {
            act[j] = a[j] as number;
            grad[oV + j] = (grad[oV + j] as number) + g * (a[j] as number);
            const back = g * (p[oV + j] as number) * (1 - (a[j] as number) ** 2);
            grad[oB + j] = (grad[oB + j] as number) + back;
            for (let k = 0; k < d; k++)
              grad[j * d + k] = (grad[j * d + k] as number) + back * (x[k] as number);
          }
        });
      }
      step++;
      for (let i = 0; i < size; i++) {
        const g = (grad[i] as number) / batch.length + opts.l2 * (p[i] as number);
        m1[i] = 0.9 * (m1[i] as number) + 0.1 * g;
        m2[i] = 0.999 * (m2[i] as number) + 0.001 * g * g;
        p[i] =
          (p[i] as number) -
          (opts.learningRate * ((m1[i] as number) / (1 - 0.9 ** step))) /
            (Math.sqrt((m2[i] as number) / (1 - 0.999 ** step)) + 1e-8);
      }
    }
  }
  const round = (a: ArrayLike<number>) => Array.from(a, (v) => Number(v.toPrecision(5)));
  return {
    features: [...names],
    mean: round(mean),
    std: round(std),
    hiddenWeights: round(p.subarray(0, h * d)),
    hiddenBias: round(p.subarray(oB, oB + h)),
    outputWeights: round(p.subarray(oV, oV + h)),
    linearWeights: round(p.subarray(oU, oU + d)),
  };
}
