import { domainCategories } from '@zuban/contract/services/domain-categories';
import type { DomainModel } from '../classifier';
import { documentFeatures } from '../features';
import { type SoftmaxTrainOptions, trainSoftmax } from '../softmax';
import { buildVocabulary, vectorize } from '../vectorizer';
import type { DomainRow } from './dataset';

export interface DomainTrainOptions extends SoftmaxTrainOptions {
  minDf?: number;
  maxFeatures?: number;
}

export function trainDomainModel(rows: readonly DomainRow[], options: DomainTrainOptions = {}): DomainModel {
  const { minDf = 2, maxFeatures = 40_000, ...softmaxOptions } = options;
  const docs = rows.map((r) => documentFeatures(r.text));
  const vocabulary = buildVocabulary(docs, minDf, maxFeatures);
  const xs = docs.map((d) => vectorize(d, vocabulary));
  const ys = rows.map((r) => domainCategories.indexOf(r.label));
  const softmax = trainSoftmax(xs, ys, domainCategories.length, vocabulary.idf.length, softmaxOptions);
  return { labels: domainCategories, vocabulary, softmax };
}
