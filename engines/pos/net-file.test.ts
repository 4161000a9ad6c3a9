import { describe, expect, it } from 'vitest';
import { dequantizeRows, deserializeNet, quantizeRows, serializeNet } from './net-file';
import { parseTaggedTsv } from './training/corpus';
import { trainWindowNet } from './training/window-net-train';
import { netLogProbs } from './window-net';

describe('window network file', () => {
  it('stores each row as bytes within half a step of its scale', () => {
    const values = Float32Array.from([0.5, -1, 0.25, 0, 0, 0, 3, 2.9, -0.01]);
    const back = dequantizeRows(JSON.parse(JSON.stringify(quantizeRows(values, 3))));
    expect(back).toHaveLength(values.length);
    values.forEach((v, i) => {
      const rowMax = [1, 0, 3][Math.floor(i / 3)]!;
      expect(Math.abs(back[i]! - v)).toBeLessThanOrEqual(rowMax / 127 / 2 + 1e-6);
    });
  });

  it('round-trips a trained network through JSON with nearly the same probabilities', () => {
    const corpus = parseTaggedTsv('احمد\tPN\nنے\tP\nکتاب\tNN\nپڑھی\tVB\n۔\tSM\n');
    const tags = [...new Set(corpus[0]!.tags)].sort();
    const net = trainWindowNet([corpus[0]!, corpus[0]!], tags, { epochs: 3, hidden: 8, dim: 4 });
    const loaded = deserializeNet(JSON.parse(JSON.stringify(serializeNet(net))), tags);
    expect([...loaded.keys]).toEqual([...net.keys]);
    const before = netLogProbs(net, corpus[0]!.words);
    const after = netLogProbs(loaded, corpus[0]!.words);
    before.forEach((p, i) => {
      expect(Math.abs(Math.exp(after[i]!) - Math.exp(p))).toBeLessThan(0.02);
    });
  });
});
