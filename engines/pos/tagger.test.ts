import { describe, expect, it } from 'vitest';
import { sparseRow, type TaggerModel, tagWords, type WeightRow } from './tagger';
import { trainWindowNet } from './training/window-net-train';

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

  it("adds the window network's log-probabilities, times netWeight, to the forward scores", () => {
    // A network that has only ever seen B: its log-probability of A is far below zero.
    const seen = { words: ['x', 'y', 'z'], tags: ['B', 'B', 'B'] };
    const net = trainWindowNet(
      Array.from({ length: 50 }, () => seen),
      ['A', 'B'],
      {
        epochs: 5,
        batch: 1,
        learningRate: 0.01,
        dim: 4,
        hidden: 4,
        dropout: 0,
      },
    );
    const withNet = (netWeight: number): TaggerModel => ({ ...model(false), net, netWeight });
    expect(tagWords(withNet(0), ['x', 'y'])).toEqual(['A', 'A']);
    expect(tagWords(withNet(10), ['x', 'y'])).toEqual(['B', 'B']);
    // The tag dictionary still answers first.
    expect(tagWords(withNet(10), ['x', '۔'])).toEqual(['B', 'A']);
    // A perceptron that leads by more than the net margin decides alone, however heavy the net.
    const sure: TaggerModel = { ...withNet(1000), weights: new Map([['b', row(100, 0)]]) };
    expect(tagWords(sure, ['x', 'y'])).toEqual(['A', 'A']);
    expect(tagWords({ ...sure, weights: new Map([['b', row(20, 0)]]) }, ['x', 'y'])).toEqual(['B', 'B']);
  });
});
