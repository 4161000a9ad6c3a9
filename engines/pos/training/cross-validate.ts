import { deserializeModel, serializeModel } from '../model-file';
import { tagWords } from '../tagger';
import type { TaggedSentence } from './corpus';
import { type TrainOptions, trainTagger } from './train-model';

export interface CrossValidationResult {
  folds: number;
  tokens: number;
  correct: number;
  accuracy: number;
  /** Accuracy on tokens whose word was never seen in the fold's training part. */
  unknownAccuracy: number;
  unknownTokens: number;
  foldAccuracies: number[];
}

/** k-fold cross-validation by sentence: fold f holds sentences i with i % k === f. */
export function crossValidate(
  sentences: readonly TaggedSentence[],
  folds: number,
  lexicon: ReadonlyMap<string, string>,
  options: TrainOptions = {},
  /** Run only the first this-many folds (a quick check while exploring); all by default. */
  foldsToRun = folds,
): CrossValidationResult {
  let tokens = 0;
  let correct = 0;
  let unknownTokens = 0;
  let unknownCorrect = 0;
  const foldAccuracies: number[] = [];
  for (let f = 0; f < Math.min(folds, foldsToRun); f += 1) {
    const train = sentences.filter((_, i) => i % folds !== f);
    const test = sentences.filter((_, i) => i % folds === f);
    // Through the shipped file format, so pruning and rounding are part of what is measured.
    const model = deserializeModel(serializeModel(trainTagger(train, lexicon, options), {}));
    const known = new Set(train.flatMap((s) => s.words));
    let foldTokens = 0;
    let foldCorrect = 0;
    for (const s of test) {
      const predicted = tagWords(model, s.words);
      predicted.forEach((tag, i) => {
        const ok = tag === s.tags[i];
        foldTokens += 1;
        if (ok) foldCorrect += 1;
        if (!known.has(s.words[i]!)) {
          unknownTokens += 1;
          if (ok) unknownCorrect += 1;
        }
      });
    }
    tokens += foldTokens;
    correct += foldCorrect;
    foldAccuracies.push(foldCorrect / foldTokens);
  }
  return {
    folds,
    tokens,
    correct,
    accuracy: correct / tokens,
    unknownAccuracy: unknownTokens === 0 ? 1 : unknownCorrect / unknownTokens,
    unknownTokens,
    foldAccuracies,
  };
}
