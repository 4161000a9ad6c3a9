import { describe, expect, it } from 'vitest';
import { calibrate, countLineHits, type HitCounts } from './learnt-weights';
import type { UrduEntry } from './urdu-entries';

function entry(source: string, plain: number, targeted: number): UrduEntry {
  return { source, weights: [plain, targeted], explicit: true };
}

function counts(lines: Record<string, [number, number]>): HitCounts {
  const map = new Map(Object.entries(lines).map(([k, [abusive, normal]]) => [k, { abusive, normal }]));
  return { texts: 100, abusiveTexts: 50, lines: map };
}

describe('calibrate', () => {
  it('raises an insult to its learnt weight, aimed contempt only when aimed, and never lowers', () => {
    const entries = new Map([
      ['جاہل', entry('جاہل c', 0.5, 0.6)], // 20 abusive, 0 normal: learnt 0.91
      ['نفرت', entry('نفرت -', 0, 0.5)], // plain 0 is no insult alone: only the targeted weight rises
      ['کمینہ', entry('کمینہ a', 0.7, 0.75)], // as often normal as abusive: learnt 0, kept
      ['بزدل', entry('بزدل c', 0.3, 0.5)], // two abusive texts are too few
    ]);
    const raised = calibrate(
      entries,
      counts({ 'جاہل c': [20, 0], 'نفرت -': [20, 0], 'کمینہ a': [10, 10], 'بزدل c': [2, 0] }),
      undefined,
    );
    expect(raised).toBe(2);
    expect(entries.get('جاہل')?.weights).toEqual([0.91, 0.91]);
    expect(entries.get('نفرت')?.weights).toEqual([0, 0.91]);
    expect(entries.get('کمینہ')?.weights).toEqual([0.7, 0.75]);
    expect(entries.get('بزدل')?.weights).toEqual([0.3, 0.5]);
  });

  it('keeps the hand weights of a line with a common form, which has other senses', () => {
    const entries = new Map([
      ['جعلی', entry('جعلی -', 0, 0.4)],
      ['گندا', entry('گندا a', 0.3, 0.5)],
      ['گندی', { ...entry('گندا a', 0.3, 0.5), explicit: false }],
    ]);
    const freq = new Map([
      ['جعلی', 76_000],
      ['گندا', 1_000],
      ['گندی', 5_000],
    ]);
    expect(calibrate(entries, counts({ 'جعلی -': [20, 0], 'گندا a': [20, 0] }), freq)).toBe(0);
    expect(entries.get('جعلی')?.weights).toEqual([0, 0.4]);
    expect(entries.get('گندا')?.weights).toEqual([0.3, 0.5]);
  });
});

describe('countLineHits', () => {
  it('counts each lexicon line once per text, abusive and normal apart', () => {
    const entries = new Map([
      ['کمینہ', entry('کمینہ a', 0.7, 0.75)],
      ['کمینے', { ...entry('کمینہ a', 0.7, 0.75), explicit: false }],
    ]);
    const c = countLineHits(
      [
        { text: 'کمینہ اور کمینے', abusive: true },
        { text: 'کمینے', abusive: false },
        { text: 'اچھا', abusive: true },
      ],
      entries,
    );
    expect(c.lines.get('کمینہ a')).toEqual({ abusive: 1, normal: 1 });
    expect([c.texts, c.abusiveTexts]).toEqual([3, 2]);
  });
});
