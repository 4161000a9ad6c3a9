import { describe, expect, it } from 'vitest';
import { profanityScore } from './index';

describe('profanityScore on hostile input', () => {
  // Every token used to read the rest of the sentence looking for a phrase: 23 s for this one.
  it('scores a sentence of 30,000 particles in one pass', () => {
    expect(profanityScore('بھی '.repeat(30_000)).score).toBe(0);
  });

  it('still finds an entry after a long run of particles', () => {
    expect(profanityScore(`${'بھی '.repeat(30_000)}تم کمینے ہو`).score).toBeGreaterThanOrEqual(0.5);
  });
});
