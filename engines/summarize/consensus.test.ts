import { describe, expect, it } from 'vitest';
import { consensusScores, peerIndices } from './consensus';

describe('consensusScores', () => {
  it('scores highest the sentence that shares most words with the others', () => {
    const scores = consensusScores([
      ['بارش', 'سے', 'سیلاب', 'آیا'],
      ['شہر', 'میں', 'بارش', 'سے', 'سیلاب', 'آیا'],
      ['شہر', 'میں', 'سیلاب', 'آیا'],
      ['کرکٹ', 'میچ', 'ہوا'],
    ]);
    const best = scores.indexOf(Math.max(...scores));
    expect(best).toBe(1);
    expect(scores[3]).toBe(0);
  });

  it('gives a lone sentence or an empty one a score of 0', () => {
    expect(consensusScores([['ایک']])).toEqual([0]);
    expect(consensusScores([[], ['ایک']])).toEqual([0, 0]);
  });
});

describe('peerIndices', () => {
  it('compares with every sentence of a short text', () => {
    expect(peerIndices(5, 64)).toEqual([0, 1, 2, 3, 4]);
  });

  it('spreads a fixed number of peers over a long text, so the cost stays linear', () => {
    const peers = peerIndices(10_000, 64);
    expect(peers).toHaveLength(64);
    expect(peers[0]).toBe(0);
    expect(peers[63]).toBeGreaterThan(9_800);
    expect(new Set(peers).size).toBe(64);
  });
});
