// The corpus split shared by the lexicon build and the quality script: every tenth sentence of
// ../shared/data/corpus is held out of the lexicon and used only to make test errors.

export const CORPUS_FILE = 'corpus/urdu-wikipedia-sentences.txt';

export function isHeldOut(sentenceIndex: number): boolean {
  return sentenceIndex % 10 === 9;
}
