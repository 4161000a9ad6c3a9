import { describe, expect, it } from 'vitest';
import { AveragedPerceptron } from './perceptron';

describe('AveragedPerceptron', () => {
  it('learns a separable toy problem and keeps it after averaging', () => {
    const p = new AveragedPerceptron(2);
    const data: [string[], number][] = [
      [['b', 'x'], 0],
      [['b', 'y'], 1],
    ];
    for (let epoch = 0; epoch < 5; epoch += 1) {
      for (const [features, truth] of data) p.update(truth, p.predict(features), features);
    }
    p.average();
    expect(p.predict(['b', 'x'])).toBe(0);
    expect(p.predict(['b', 'y'])).toBe(1);
  });

  it('ignores features it never saw', () => {
    const p = new AveragedPerceptron(3);
    expect(p.predict(['never'])).toBe(0);
  });

  it('picks the class to update against: a rival within the margin, else none (truth)', () => {
    const p = new AveragedPerceptron(3);
    const scores = Float64Array.from([0.5, 2, 1]);
    // Gold class 1 leads class 2 by 1: no update at margin 0 or 1, an update at margin 2.
    expect(p.rival(scores, 1, 0)).toBe(1);
    expect(p.rival(scores, 1, 1)).toBe(1);
    expect(p.rival(scores, 1, 2)).toBe(2);
    // A gold class that loses is always updated against the winner.
    expect(p.rival(scores, 0, 0)).toBe(1);
    // Ties: predict() picks the lower index, so a lower-index rival counts as winning.
    const tie = Float64Array.from([1, 1]);
    expect(p.rival(tie, 1, 0)).toBe(0);
    expect(p.rival(tie, 0, 0)).toBe(0);
  });
});
