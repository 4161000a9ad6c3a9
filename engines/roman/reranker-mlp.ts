// A small scorer for transliteration candidates: a linear term plus one tanh hidden layer over
// standardised features, trained listwise (training/fit-mlp.ts). The linear reranker cannot
// express interactions such as "frequency matters less when the spelling fits badly".

export interface MlpReranker {
  features: string[];
  mean: number[];
  std: number[];
  /** hidden × features, row-major. */
  hiddenWeights: number[];
  hiddenBias: number[];
  outputWeights: number[];
  linearWeights: number[];
}

export function mlpScore(m: MlpReranker, raw: readonly number[]): number {
  const d = m.mean.length;
  const x = new Float64Array(d);
  let score = 0;
  for (let k = 0; k < d; k++) {
    x[k] = ((raw[k] as number) - (m.mean[k] as number)) / (m.std[k] as number);
    score += (m.linearWeights[k] as number) * (x[k] as number);
  }
  for (let j = 0; j < m.hiddenBias.length; j++) {
    let a = m.hiddenBias[j] as number;
    const row = j * d;
    for (let k = 0; k < d; k++) a += (m.hiddenWeights[row + k] as number) * (x[k] as number);
    score += (m.outputWeights[j] as number) * Math.tanh(a);
  }
  return score;
}
