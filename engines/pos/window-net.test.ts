import { describe, expect, it } from 'vitest';
import { parseTaggedTsv } from './training/corpus';
import { trainWindowNet } from './training/window-net-train';
import { layoutOf, netLogProbs, roleRows } from './window-net';

const corpus = parseTaggedTsv(
  [
    'احمد\tPN\nنے\tP\nکتاب\tNN\nپڑھی\tVB\n۔\tSM\n',
    'علی\tPN\nنے\tP\nخط\tNN\nلکھا\tVB\n۔\tSM\n',
    'کتاب\tNN\nاچھی\tADJ\nہے\tVB\n۔\tSM\n',
  ].join('\n'),
);
const tags = [...new Set(corpus.flatMap((s) => s.tags))].sort();
const argmaxRows = (logProbs: Float64Array, n: number) =>
  Array.from({ length: logProbs.length / n }, (_, i) => {
    let best = 0;
    for (let c = 1; c < n; c += 1) if (logProbs[i * n + c]! > logProbs[i * n + best]!) best = c;
    return tags[best];
  });

describe('window network', () => {
  const copies = Array.from({ length: 20 }, () => corpus).flat();
  const net = trainWindowNet(copies, tags, { epochs: 10, hidden: 16, dim: 8, dropout: 0, wordDropout: 0 });

  it('learns its training sentences', () => {
    for (const s of corpus) expect(argmaxRows(netLogProbs(net, s.words), tags.length)).toEqual(s.tags);
  });

  it('gives each word a probability distribution over the tags', () => {
    const logProbs = netLogProbs(net, corpus[0]!.words);
    for (let i = 0; i < corpus[0]!.words.length; i += 1) {
      let sum = 0;
      for (let c = 0; c < tags.length; c += 1) sum += Math.exp(logProbs[i * tags.length + c]!);
      expect(sum).toBeCloseTo(1, 5);
    }
  });

  it('reads an unseen word and unseen affixes through the unknown rows', () => {
    const rows = roleRows(net, 0, 'ژژژژ');
    expect(rows).toHaveLength(layoutOf(net).slots[0].length);
    expect(new Set(rows).size).toBe(rows.length);
    expect(netLogProbs(net, ['ژژژژ', 'نے']).every(Number.isFinite)).toBe(true);
  });

  it('keeps fixed word vectors as given while learning the other rows', () => {
    const vector = Float32Array.from({ length: 8 }, (_, d) => d / 10);
    const vectors = new Map([
      ['کتاب', vector],
      ['دفتر', vector],
    ]);
    const withVectors = trainWindowNet(copies, tags, { epochs: 2, hidden: 8, dim: 8, vectors });
    expect(withVectors.vectors).toBe(true);
    for (const word of ['کتاب', 'دفتر']) {
      const row = withVectors.keys.get(`v ${word}`)!;
      expect(Array.from(withVectors.embeddings.subarray(row * 8, row * 8 + 8))).toEqual(Array.from(vector));
    }
    const learnt = withVectors.keys.get('w کتاب')!;
    expect(withVectors.embeddings.subarray(learnt * 8, learnt * 8 + 8).some((x) => x !== 0)).toBe(true);
  });
});
