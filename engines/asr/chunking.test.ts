import { describe, expect, it } from 'vitest';
import { planChunks } from './chunking';
import { spansFromProbabilities } from './vad';

describe('planChunks', () => {
  it('merges spans that fit in one window and cuts long ones', () => {
    expect(
      planChunks(
        [
          { start: 0, end: 100 },
          { start: 150, end: 250 },
          { start: 400, end: 1000 },
        ],
        300,
      ),
    ).toEqual([
      { start: 0, end: 250 },
      { start: 400, end: 700 },
      { start: 700, end: 1000 },
    ]);
  });
});

describe('spansFromProbabilities', () => {
  it('opens at the threshold, closes after enough silence and pads both sides', () => {
    // 32 ms windows: 10 windows speech, 20 silence, 10 speech.
    const probs = Float32Array.from([
      ...Array(10).fill(0.9),
      ...Array(20).fill(0.05),
      ...Array(10).fill(0.8),
    ]);
    const spans = spansFromProbabilities(probs, 40 * 512, { minSilenceMs: 300, minSpeechMs: 100, padMs: 0 });
    expect(spans).toEqual([
      { start: 0, end: 10 * 512 },
      { start: 30 * 512, end: 40 * 512 },
    ]);
  });

  it('keeps a short pause inside one span', () => {
    const probs = Float32Array.from([...Array(10).fill(0.9), ...Array(3).fill(0.05), ...Array(10).fill(0.9)]);
    expect(spansFromProbabilities(probs, 23 * 512, { padMs: 0 })).toHaveLength(1);
  });
});
