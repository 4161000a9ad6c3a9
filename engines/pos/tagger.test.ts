import { describe, expect, it } from 'vitest';
import { sparseRow, type TaggerModel, tagWords, type WeightRow } from './tagger';

const row = (a: number, b: number) => sparseRow([a, b]) as WeightRow;

// A hand-made two-tag model: the left-to-right weights lean to A everywhere (bias 'b'); the
// right-to-left weights favour B strongly where their history is the sentence start, which in
// a reversed pass is the last word only.
function model(withBackward: boolean): TaggerModel {
  return {
    tags: ['A', 'B'],
    tagdict: new Map([['۔', 'A']]),
    lexicon: new Map(),
    frequentTags: new Map(),
    weights: new Map([['b', row(1, 0)]]),
    ...(withBackward ? { backward: new Map([['t-1 -START-', row(0, 5)]]) } : {}),
  };
}

describe('tagWords', () => {
  it('left-to-right only: the forward scores decide', () => {
    expect(tagWords(model(false), ['x', 'y', 'z'])).toEqual(['A', 'A', 'A']);
  });

  it('with backward weights, sums both passes per token, the backward pass running right to left', () => {
    expect(tagWords(model(true), ['x', 'y', 'z'])).toEqual(['A', 'A', 'B']);
  });

  it('keeps tag dictionary answers in both passes', () => {
    expect(tagWords(model(true), ['x', '۔'])).toEqual(['A', 'A']);
    expect(tagWords(model(true), [])).toEqual([]);
  });
});
