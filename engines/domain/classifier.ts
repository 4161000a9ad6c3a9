import { DOMAIN_LABELS, type DomainLabel, type DomainRow } from './dataset';
import { documentFeatures } from './features';
import { predictProbabilities, type SoftmaxModel, type SoftmaxTrainOptions, trainSoftmax } from './softmax';
import { buildVocabulary, type Vocabulary, vectorize } from './vectorizer';

export interface DomainModel {
  labels: readonly DomainLabel[];
  vocabulary: Vocabulary;
  softmax: SoftmaxModel;
}

export interface DomainResult {
  label: DomainLabel;
  /** Probability per category, two decimals, in DOMAIN_LABELS order. */
  scores: Record<DomainLabel, number>;
}

export interface DomainTrainOptions extends SoftmaxTrainOptions {
  minDf?: number;
  maxFeatures?: number;
}

export function trainDomainModel(rows: readonly DomainRow[], options: DomainTrainOptions = {}): DomainModel {
  const { minDf = 2, maxFeatures = 40_000, ...softmaxOptions } = options;
  const docs = rows.map((r) => documentFeatures(r.text));
  const vocabulary = buildVocabulary(docs, minDf, maxFeatures);
  const xs = docs.map((d) => vectorize(d, vocabulary));
  const ys = rows.map((r) => DOMAIN_LABELS.indexOf(r.label));
  const softmax = trainSoftmax(xs, ys, DOMAIN_LABELS.length, vocabulary.idf.length, softmaxOptions);
  return { labels: DOMAIN_LABELS, vocabulary, softmax };
}

export function classifyWith(model: DomainModel, text: string): DomainResult {
  const p = predictProbabilities(model.softmax, vectorize(documentFeatures(text), model.vocabulary));
  let best = 0;
  for (let c = 1; c < p.length; c += 1) if (p[c]! > p[best]!) best = c;
  const scores = {} as Record<DomainLabel, number>;
  model.labels.forEach((label, c) => {
    scores[label] = Math.round(p[c]! * 100) / 100;
  });
  return { label: model.labels[best]!, scores };
}
