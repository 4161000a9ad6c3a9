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
});
