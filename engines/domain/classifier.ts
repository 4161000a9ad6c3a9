import type { DomainCategory } from '@zuban/contract/services/domain-categories';
import { documentFeatures } from './features';
import { predictProbabilities, type SoftmaxModel } from './softmax';
import { type Vocabulary, vectorize } from './vectorizer';

export interface DomainModel {
  labels: readonly DomainCategory[];
  vocabulary: Vocabulary;
  softmax: SoftmaxModel;
}

export interface DomainResult {
  label: DomainCategory;
  /** Probability per category, two decimals, in domainCategories order. */
  scores: Record<DomainCategory, number>;
}

export function classifyWith(model: DomainModel, text: string): DomainResult {
  const p = predictProbabilities(model.softmax, vectorize(documentFeatures(text), model.vocabulary));
  let best = 0;
  for (let c = 1; c < p.length; c += 1) if (p[c]! > p[best]!) best = c;
  const scores = {} as Record<DomainCategory, number>;
  model.labels.forEach((label, c) => {
    scores[label] = Math.round(p[c]! * 100) / 100;
  });
  return { label: model.labels[best]!, scores };
}
