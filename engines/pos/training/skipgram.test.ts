import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../text/training/seeded-random';
import { trainSkipGram } from './skipgram';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('trainSkipGram', () => {
  it('brings words that share their contexts together', () => {
    // Cities follow "in" and precede "lives"; fruits follow "eats" and precede "sweet".
    const random = seededRandom(3);
    const pick = (words: string[]) => words[Math.floor(random() * words.length)]!;
    const sentences = Array.from({ length: 600 }, (_, i) =>
      i % 2 === 0
        ? ['he', 'lives', 'in', pick(['lahore', 'karachi', 'quetta']), 'city', 'now']
        : ['she', 'eats', 'a', pick(['mango', 'apple', 'banana']), 'sweet', 'fruit'],
    );
    const vectors = trainSkipGram(sentences, { dim: 16, epochs: 5, sample: 1, window: 2 });
    const v = (w: string) => vectors.get(w)!;
    expect(cosine(v('lahore'), v('karachi'))).toBeGreaterThan(cosine(v('lahore'), v('mango')) + 0.2);
    expect(cosine(v('mango'), v('apple'))).toBeGreaterThan(cosine(v('mango'), v('quetta')) + 0.2);
    expect(Math.hypot(...v('lahore'))).toBeCloseTo(1, 5);
  });

  it('gives no vector to words seen fewer than minCount times', () => {
    const vectors = trainSkipGram([['a', 'b', 'a', 'c']], { minCount: 2, dim: 4 });
    expect([...vectors.keys()]).toEqual(['a']);
  });
});
