import type { SparseVector } from './vectorizer';

/** Multinomial logistic regression: weights[class][feature] and a bias per class. */
export interface SoftmaxModel {
  classes: number;
  features: number;
  weights: Float32Array[];
  bias: Float32Array;
}

export function predictProbabilities(model: SoftmaxModel, x: SparseVector): Float64Array {
  const scores = new Float64Array(model.classes);
  for (let c = 0; c < model.classes; c += 1) {
    const w = model.weights[c]!;
    let s = model.bias[c]!;
    for (let k = 0; k < x.indices.length; k += 1) s += w[x.indices[k]!]! * x.values[k]!;
    scores[c] = s;
  }
  const max = Math.max(...scores);
  let sum = 0;
  for (let c = 0; c < model.classes; c += 1) {
    scores[c] = Math.exp(scores[c]! - max);
    sum += scores[c]!;
  }
  for (let c = 0; c < model.classes; c += 1) scores[c]! /= sum;
  return scores;
}

export interface SoftmaxTrainOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  seed?: number;
}

/**
 * Plain SGD on the cross-entropy with L2 applied lazily to touched weights only (documents
 * are sparse; a dense decay each step would cost features x classes). Inputs are a few
 * thousand documents, so a dozen epochs take about a second.
 */
export function trainSoftmax(
  xs: readonly SparseVector[],
  ys: readonly number[],
  classes: number,
  features: number,
  options: SoftmaxTrainOptions = {},
): SoftmaxModel {
  const { epochs = 15, learningRate = 1, l2 = 1e-4, seed = 7 } = options;
  const model: SoftmaxModel = {
    classes,
    features,
    weights: Array.from({ length: classes }, () => new Float32Array(features)),
    bias: new Float32Array(classes),
  };
  const order = xs.map((_, i) => i);
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = learningRate / (1 + epoch);
    for (const n of order) {
      const x = xs[n]!;
      const p = predictProbabilities(model, x);
      for (let c = 0; c < classes; c += 1) {
        const gradient = p[c]! - (ys[n] === c ? 1 : 0);
        const w = model.weights[c]!;
        for (let k = 0; k < x.indices.length; k += 1) {
          const f = x.indices[k]!;
          w[f] = w[f]! - rate * (gradient * x.values[k]! + l2 * w[f]!);
        }
        model.bias[c] = model.bias[c]! - rate * gradient;
      }
    }
  }
  return model;
}
