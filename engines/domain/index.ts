// Urdu news domain identification: logistic regression on word, bigram and character 3-gram
// tf-idf features, over the spec's seven categories.
import { classifyWith, type DomainModel, type DomainResult } from './classifier';
import { loadDomainModel } from './load-model';

export function classifyDomain(text: string, model: DomainModel = loadDomainModel()): DomainResult {
  return classifyWith(model, text);
}

export type { DomainModel, DomainResult } from './classifier';
export { loadDomainModel } from './load-model';
