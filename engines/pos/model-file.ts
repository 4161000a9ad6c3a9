import { deserializeNet, type NetFile, serializeNet } from './net-file';
import type { TaggerModel, WeightRow } from './tagger';

/**
 * On-disk form of a trained tagger: JSON, weights as integers (x SCALE) and only the
 * classes whose weight is not negligible, lexicon grouped by class. Pruning and rounding
 * keep the file near 2 MB with no measurable change in accuracy (see docs/quality/pos.md).
 */
export interface TaggerModelFile {
  format: 'zuban-pos-perceptron/2';
  tags: string[];
  tagdict: Record<string, string>;
  /** class -> words of that class, space-separated. */
  lexicon: Record<string, string>;
  /** tag -> words whose commonest training tag it is, space-separated. */
  frequentTags: Record<string, string>;
  scale: number;
  /** feature -> [class index, weight x scale, class index, weight x scale, ...] */
  weights: Record<string, number[]>;
  /** The right-to-left tagger's weights, same form; absent in left-to-right-only files. */
  backwardWeights?: Record<string, number[]>;
  /** The window network and the weight of its log-probabilities; absent in perceptron-only files. */
  net?: NetFile;
  netWeight?: number;
  provenance: Record<string, string | number>;
}

const SCALE = 100;
/**
 * Averaged weights below 0.5 (half a net update) change few decisions: pruning them cuts the
 * file from 2.5 MB to 2.1 MB at the same fold accuracy; pruning below 1 would reach 0.9 MB but
 * cost 0.2 points (measured on fold 0).
 */
const MIN_ABS_WEIGHT = 0.5;

function serializeWeights(weights: ReadonlyMap<string, WeightRow>, minAbsWeight: number) {
  const out: Record<string, number[]> = {};
  for (const [feature, row] of weights) {
    const sparse: number[] = [];
    row.classes.forEach((c, k) => {
      const w = row.values[k]!;
      if (Math.abs(w) >= minAbsWeight) sparse.push(c, Math.round(w * SCALE));
    });
    if (sparse.length > 0) out[feature] = sparse;
  }
  return out;
}

function deserializeWeights(file: Record<string, number[]>, scale: number): Map<string, WeightRow> {
  const weights = new Map<string, WeightRow>();
  for (const [feature, sparse] of Object.entries(file)) {
    const n = sparse.length / 2;
    const row: WeightRow = { classes: new Uint8Array(n), values: new Float32Array(n) };
    for (let k = 0; k < n; k += 1) {
      row.classes[k] = sparse[2 * k]!;
      row.values[k] = sparse[2 * k + 1]! / scale;
    }
    weights.set(feature, row);
  }
  return weights;
}

export function serializeModel(
  model: TaggerModel,
  provenance: Record<string, string | number>,
  minAbsWeight = MIN_ABS_WEIGHT,
): TaggerModelFile {
  const lexicon: Record<string, string> = {};
  for (const [word, cls] of model.lexicon) lexicon[cls] = lexicon[cls] ? `${lexicon[cls]} ${word}` : word;
  const frequentTags: Record<string, string> = {};
  for (const [word, tag] of model.frequentTags) {
    frequentTags[tag] = frequentTags[tag] ? `${frequentTags[tag]} ${word}` : word;
  }
  return {
    format: 'zuban-pos-perceptron/2',
    tags: model.tags,
    tagdict: Object.fromEntries(model.tagdict),
    lexicon,
    frequentTags,
    scale: SCALE,
    weights: serializeWeights(model.weights, minAbsWeight),
    ...(model.backward ? { backwardWeights: serializeWeights(model.backward, minAbsWeight) } : {}),
    ...(model.net ? { net: serializeNet(model.net), netWeight: model.netWeight ?? 1 } : {}),
    provenance,
  };
}

export function deserializeModel(file: TaggerModelFile): TaggerModel {
  if (file.format !== 'zuban-pos-perceptron/2')
    throw new Error(`unknown POS model format ${String(file.format)}`);
  const lexicon = new Map<string, string>();
  for (const [cls, words] of Object.entries(file.lexicon))
    for (const w of words.split(' ')) lexicon.set(w, cls);
  const frequentTags = new Map<string, string>();
  for (const [tag, words] of Object.entries(file.frequentTags))
    for (const w of words.split(' ')) frequentTags.set(w, tag);
  return {
    tags: file.tags,
    tagdict: new Map(Object.entries(file.tagdict)),
    lexicon,
    frequentTags,
    weights: deserializeWeights(file.weights, file.scale),
    ...(file.backwardWeights ? { backward: deserializeWeights(file.backwardWeights, file.scale) } : {}),
    ...(file.net ? { net: deserializeNet(file.net, file.tags), netWeight: file.netWeight ?? 1 } : {}),
  };
}
