import { describe, expect, it } from 'vitest';
import { loadRomanModel } from './model';
import { candidateFeatures, FEATURE_NAMES } from './rerank-features';
import { fitReranker, top1 } from './training/fit-reranker';
import { generateCandidates } from './transliterate-word';
import { UrduCharLm } from './urdu-char-lm';

describe('fitReranker', () => {
  it('learns which feature marks the right candidate, whatever its scale', () => {
    // Feature 0 is noise; feature 1 (scaled by 100) is highest on the right candidate.
    const queries = Array.from({ length: 60 }, (_, q) => {
      const gold = q % 3;
      const features = [0, 1, 2].map((c) => [
        ((q * 7 + c * 13) % 5) - 2,
        c === gold ? 300 : 100 * ((q + c) % 2),
      ]);
      return { features, gold };
    });
    const w = fitReranker(queries, 2, { l2: 1e-4, epochs: 300, learningRate: 0.05 });
    expect(w[1]).toBeGreaterThan(0);
    expect(Math.abs(w[0] as number) * 100).toBeLessThan(w[1] as number);
    expect(top1(queries, w)).toBe(1);
    expect(top1(queries, [1, 0])).toBeLessThan(0.6);
  });

  it('counts queries without the right candidate as misses', () => {
    expect(top1([{ features: [[1], [0]], gold: -1 }], [1])).toBe(0);
  });
});

describe('UrduCharLm', () => {
  const lm = new UrduCharLm([
    ['کتاب', 5],
    ['کتابیں', 2],
    ['کتب', 1],
  ]);

  it('prefers spellings like the words it learnt from', () => {
    expect(lm.logProb('کتاب')).toBeGreaterThan(lm.logProb('بتاک'));
    expect(lm.logProb('کتاب')).toBeLessThan(0);
  });

  it('keeps some probability for letters it never saw', () => {
    expect(Number.isFinite(lm.logProb('ژ'))).toBe(true);
    expect(lm.logProb('کتاژ')).toBeLessThan(lm.logProb('کتاب'));
  });
});

describe('candidateFeatures', () => {
  it('gives one finite value per feature name, with the query-relative gaps at 0 for the best', () => {
    const model = loadRomanModel();
    const cands = generateCandidates(model, 'kitab', 8);
    expect(cands.length).toBeGreaterThan(1);
    const features = candidateFeatures(model, 'kitab', cands);
    for (const f of features) {
      expect(f).toHaveLength(FEATURE_NAMES.length);
      expect(f.every(Number.isFinite)).toBe(true);
    }
    for (const name of ['freqGapCapped', 'conditionalGapCapped', 'wordListPriorGapCapped']) {
      const k = FEATURE_NAMES.indexOf(name);
      const gaps = features.map((f) => f[k] as number);
      expect(Math.min(...gaps)).toBe(0);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(10);
    }
  });
});
