import { describe, expect, it } from 'vitest';
import { deserializeModel, serializeModel } from './model-file';
import { tagWords } from './tagger';
import { parseTaggedTsv } from './training/corpus';
import { trainTagger } from './training/train-model';

const corpus = parseTaggedTsv(
  [
    'احمد\tPN',
    'نے\tP',
    'کتاب\tNN',
    'پڑھی\tVB',
    '۔\tSM',
    '',
    'علی\tPN',
    'نے\tP',
    'خط\tNN',
    'لکھا\tVB',
    '۔\tSM',
    '',
  ].join('\n'),
);

describe('POS model file', () => {
  it('parses the word TAB tag format into sentences', () => {
    expect(corpus).toHaveLength(2);
    expect(corpus[0]).toEqual({
      words: ['احمد', 'نے', 'کتاب', 'پڑھی', '۔'],
      tags: ['PN', 'P', 'NN', 'VB', 'SM'],
    });
  });

  it('round-trips through JSON and tags its training sentences the same way', () => {
    // Three copies: the frequent-tag features are counted leaving the sentence itself out, so
    // each word must occur in other sentences for training to see the features tagging sees.
    const model = trainTagger([...corpus, ...corpus, ...corpus], new Map([['کتاب', 'n']]), { epochs: 8 });
    const file = JSON.parse(JSON.stringify(serializeModel(model, { corpus: 'test' }, 0)));
    // Left-to-right only by default, as committed: no second weight table in the file.
    expect(file.backwardWeights).toBeUndefined();
    const loaded = deserializeModel(file);
    expect(loaded.lexicon.get('کتاب')).toBe('n');
    expect(loaded.backward).toBeUndefined();
    for (const s of corpus) {
      expect(tagWords(loaded, s.words)).toEqual(tagWords(model, s.words));
      expect(tagWords(loaded, s.words)).toEqual(s.tags);
    }
  });

  it('round-trips the right-to-left weights of a two-direction model', () => {
    const model = trainTagger([...corpus, ...corpus, ...corpus], new Map(), {
      epochs: 8,
      bidirectional: true,
    });
    const loaded = deserializeModel(JSON.parse(JSON.stringify(serializeModel(model, {}, 0))));
    expect(model.backward?.size).toBeGreaterThan(0);
    expect(loaded.backward?.size).toBe(model.backward?.size);
    for (const s of corpus) {
      expect(tagWords(loaded, s.words)).toEqual(tagWords(model, s.words));
      expect(tagWords(loaded, s.words)).toEqual(s.tags);
    }
  });

  it('round-trips the window network and its word vectors', () => {
    const model = trainTagger([...corpus, ...corpus, ...corpus], new Map(), {
      epochs: 8,
      netWeight: 2,
      net: { epochs: 10, dim: 8, hidden: 8 },
      vectorText: [
        ['احمد', 'نے', 'خط', 'پڑھا'],
        ['علی', 'نے', 'خط', 'پڑھا'],
      ],
      skipGram: { minCount: 1 },
    });
    expect(model.net?.vectors).toBe(true);
    // A word of the vector text that the tagged corpus never had keeps its vector row.
    expect(model.net?.keys.has('v پڑھا')).toBe(true);
    const file = JSON.parse(JSON.stringify(serializeModel(model, {}, 0)));
    expect(file.netWeight).toBe(2);
    const loaded = deserializeModel(file);
    expect(loaded.netWeight).toBe(2);
    expect(loaded.net?.keys.size).toBe(model.net?.keys.size);
    for (const s of corpus) expect(tagWords(loaded, s.words)).toEqual(s.tags);
  });
});
