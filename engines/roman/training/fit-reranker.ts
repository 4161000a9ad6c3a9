// Listwise logistic regression: for each query, softmax over its candidates' linear scores,
// maximising the log probability of the right candidate (L2-regularised, Adam, full batch).
// Features are standardised while fitting; the weights returned apply to raw features.

export interface RerankQuery {
  /** Feature vector of every candidate. */
  features: number[][];
  /** Index of the right candidate, or -1 when the search did not propose it. */
  gold: number;
}

export interface FitOptions {
  l2: number;
  epochs: number;
  learningRate: number;
}

/** Mean and mean square of each feature over every candidate of every query, for standardising. */
export function featureMoments(
  queries: readonly RerankQuery[],
  dims: number,
): { mean: number[]; meanSquare: number[] } {
  const sum = new Array<number>(dims).fill(0);
  const sq = new Array<number>(dims).fill(0);
  let n = 0;
  for (const q of queries)
    for (const f of q.features) {
      n++;
      for (let k = 0; k < dims; k++) {
        sum[k] = (sum[k] as number) + (f[k] as number);
        sq[k] = (sq[k] as number) + (f[k] as number) ** 2;
      }
    }
  return { mean: sum.map((s) => s / Math.max(1, n)), meanSquare: sq.map((s) => s / Math.max(1, n)) };
}

export function fitReranker(queries: readonly RerankQuery[], dims: number, opts: FitOptions): number[] {
  const { mean, meanSquare } = featureMoments(queries, dims);
  const std = mean.map((mu, k) => Math.sqrt(Math.max(1e-12, (meanSquare[k] as number) - mu * mu)));
  const usable = queries.filter((q) => q.gold >= 0 && q.features.length > 1);
  const scaled = usable.map((q) => q.features.map((f) => f.map((x, k) => x / (std[k] as number))));

  const w = new Array<number>(dims).fill(0);
  const m1 = new Array<number>(dims).fill(0);
  const m2 = new Array<number>(dims).fill(0);
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    const grad = w.map((x) => opts.l2 * x);
    usable.forEach((q, qi) => {
      const feats = scaled[qi] as number[][];
      const scores = feats.map((f) => f.reduce((s, x, k) => s + x * (w[k] as number), 0));
      const top = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - top));
      const z = exps.reduce((a, b) => a + b, 0);
      feats.forEach((f, ci) => {
        const p = (exps[ci] as number) / z - (ci === q.gold ? 1 : 0);
        for (let k = 0; k < dims; k++) grad[k] = (grad[k] as number) + (p * (f[k] as number)) / usable.length;
      });
    });
    for (let k = 0; k < dims; k++) {
      const g = grad[k] as number;
      m1[k] = 0.9 * (m1[k] as number) + 0.1 * g;
      m2[k] = 0.999 * (m2[k] as number) + 0.001 * g * g;
      const step =
        (m1[k] as number) / (1 - 0.9 ** epoch) / (Math.sqrt((m2[k] as number) / (1 - 0.999 ** epoch)) + 1e-8);
      w[k] = (w[k] as number) - opts.learningRate * step;
    }
  }
  return w.map((x, k) => x / (std[k] as number));
}

/** Share of queries whose right candidate scores highest under weights w (ties count as misses). */
export function top1(queries: readonly RerankQuery[], w: readonly number[]): number {
  let right = 0;
  for (const q of queries) {
    if (q.gold < 0) continue;
    const scores = q.features.map((f) => f.reduce((s, x, k) => s + x * (w[k] ?? 0), 0));
    const g = scores[q.gold] as number;
    if (scores.every((s, i) => i === q.gold || s < g)) right++;
  }
  return queries.length ? right / queries.length : 0;
}
