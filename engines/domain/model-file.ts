import { type DomainCategory, domainCategories } from '@zuban/contract/services/domain-categories';
import type { DomainModel } from './classifier';

/**
 * On-disk form of the domain classifier (JSON): the vocabulary in index order with its idf,
 * and per class the weights as integers x SCALE (three decimals are far below the spread of
 * the learnt weights, so rounding changes no prediction on the held-back part).
 */
export interface DomainModelFile {
  format: 'zuban-domain-softmax/1';
  labels: DomainCategory[];
  features: string[];
  idf: number[];
  scale: number;
  weights: number[][];
  bias: number[];
  provenance: Record<string, string | number>;
}

const SCALE = 1000;

export function serializeDomainModel(
  model: DomainModel,
  provenance: Record<string, string | number>,
): DomainModelFile {
  const features: string[] = new Array(model.vocabulary.index.size);
  for (const [name, i] of model.vocabulary.index) features[i] = name;
  return {
    format: 'zuban-domain-softmax/1',
    labels: [...model.labels],
    features,
    idf: Array.from(model.vocabulary.idf, (v) => Math.round(v * SCALE) / SCALE),
    scale: SCALE,
    weights: model.softmax.weights.map((row) => Array.from(row, (w) => Math.round(w * SCALE))),
    bias: Array.from(model.softmax.bias, (b) => Math.round(b * SCALE) / SCALE),
    provenance,
  };
}

export function deserializeDomainModel(file: DomainModelFile): DomainModel {
  if (file.format !== 'zuban-domain-softmax/1')
    throw new Error(`unknown domain model format ${String(file.format)}`);
  if (file.labels.join('|') !== domainCategories.join('|'))
    throw new Error('domain model labels differ from the spec');
  return {
    labels: file.labels,
    vocabulary: { index: new Map(file.features.map((f, i) => [f, i])), idf: Float32Array.from(file.idf) },
    softmax: {
      classes: file.labels.length,
      features: file.features.length,
      weights: file.weights.map((row) => Float32Array.from(row, (w) => w / file.scale)),
      bias: Float32Array.from(file.bias),
    },
  };
}
