import { describe, expect, it } from 'vitest';
import { tagWords } from '../tagger';
import { parseTaggedTsv } from './corpus';
import { trainTagger } from './train-model';

const sentence = (pairs: [string, string][]) => `${pairs.map(([w, t]) => `${w}\t${t}`).join('\n')}\n`;
const corpus = parseTaggedTsv(
  [
    sentence([
      ['اللہ', 'PN'],
      ['نے', 'P'],
      ['کہا', 'VB'],
      ['۔', 'SM'],
    ]),
    sentence([
      ['اللہ', 'PN'],
      ['نے', 'P'],
      ['دیا', 'VB'],
      ['۔', 'SM'],
    ]),
    sentence([
      ['اللہ', 'NN'],
      ['کا', 'P'],
      ['نام', 'NN'],
      ['۔', 'SM'],
    ]),
    sentence([
      ['علی', 'PN'],
      ['نے', 'P'],
      ['کہا', 'VB'],
      ['۔', 'SM'],
    ]),
  ].join('\n'),
);

describe('trainTagger', () => {
  it('keeps each seen-twice word as its commonest tag and ambiguity class', () => {
    const model = trainTagger(corpus, new Map(), { epochs: 3, ensemble: 1 });
    expect(model.frequentTags.get('اللہ')).toBe('PN NN+PN');
    expect(model.frequentTags.get('نے')).toBe('P P');
    // Seen once: no entry, as for a word the model never saw.
    expect(model.frequentTags.has('علی')).toBe(false);
  });

  it('an ensemble of differently shuffled perceptrons still learns its training sentences', () => {
    const model = trainTagger([...corpus, ...corpus], new Map(), { epochs: 8, ensemble: 3 });
    expect(tagWords(model, corpus[0]!.words)).toEqual(corpus[0]!.tags);
    expect(tagWords(model, corpus[3]!.words)).toEqual(corpus[3]!.tags);
  });
});
