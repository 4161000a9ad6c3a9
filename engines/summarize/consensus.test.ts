import { describe, expect, it } from 'vitest';
import { consensusScores, MIN_PEER_WORDS, peerIndices, referencePeers } from './consensus';

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

describe('consensusScores with fragments among the sentences', () => {
  // Two full sentences about a flood and one about its relief work, plus three two-word fragments
  // (headings, captions) that each repeat a word of the short sentence. As stand-in references the
  // fragments would crown the short sentence; they are not plausible reference summaries, so
  // only the long sentences vote, and the one closest to the other full report wins.
  const flood = 'کراچی میں شدید بارش کے بعد سیلاب سے سڑکیں ڈوب گئیں اور شہر کا نظام درہم برہم ہو گیا'.split(
    ' ',
  );
  const report =
    'محکمہ موسمیات کے مطابق کراچی میں بارش کے بعد سیلاب سے شہر کا نظام درہم برہم رہا اور سڑکیں ڈوب گئیں'.split(
      ' ',
    );
  const relief = 'امدادی ٹیمیں شہر پہنچ گئیں'.split(' ');
  const fragments = [
    ['امدادی', 'ٹیمیں'],
    ['ٹیمیں', 'پہنچ'],
    ['شہر', 'پہنچ'],
  ];
  const sentences = [flood, report, relief, ...fragments];

  it('does not let short fragments vote', () => {
    expect(flood.length).toBeGreaterThanOrEqual(MIN_PEER_WORDS);
    expect(report.length).toBeGreaterThanOrEqual(MIN_PEER_WORDS);
    const scores = consensusScores(sentences);
    expect(scores.indexOf(Math.max(...scores))).toBeLessThan(2);
    // With every sentence a peer (the rule before), the fragments make the short one win.
    const allPeers = consensusScores(sentences, 64, 0);
    expect(allPeers.indexOf(Math.max(...allPeers))).toBe(2);
  });

  it('falls back to every sentence when fewer than two are long enough', () => {
    expect(referencePeers([3, 20, 4, 5])).toEqual([0, 1, 2, 3]);
    expect(referencePeers([3, 20, 4, 15])).toEqual([1, 3]);
    expect(consensusScores([relief, ...fragments]).some((s) => s > 0)).toBe(true);
  });

  it('spreads at most maxPeers over the long sentences only', () => {
    const lengths = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 20 : 3));
    const peers = referencePeers(lengths, 14, 64);
    expect(peers).toHaveLength(64);
    expect(peers.every((i) => i % 2 === 0)).toBe(true);
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
