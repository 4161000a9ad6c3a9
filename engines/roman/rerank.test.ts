import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRomanModel } from './model';
import { candidateFeatures, FEATURE_NAMES } from './rerank-features';
import { type MlpReranker, mlpScore } from './reranker-mlp';
import { fitReranker, top1 } from './training/fit-reranker';
import {
  attestationBonus,
  commonWordCount,
  DEFAULT_WEIGHTS,
  generateCandidates,
  HAND_WEIGHTS,
  loadRankingWeights,
  type RankingWeights,
  rankCandidates,
  usesUnattestedNet,
} from './transliterate-word';
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

describe('the gate between the two nets', () => {
  const model = loadRomanModel();
  const d = FEATURE_NAMES.length;
  /** A net without hidden units that scores `sign` × the first feature. */
  const net = (sign: number): MlpReranker => ({
    features: [...FEATURE_NAMES],
    mean: Array(d).fill(0),
    std: Array(d).fill(1),
    hiddenWeights: [],
    hiddenBias: [],
    outputWeights: [],
    linearWeights: FEATURE_NAMES.map((_, k) => (k === 0 ? sign : 0)),
  });
  const mlp = net(1);
  const unattestedMlp = net(-1);
  const known = 'pakistan';
  const unseen = 'zxqvzk';
  const gate = (roman: string, weights: RankingWeights) => {
    const cands = generateCandidates(model, roman, 16);
    const scores = candidateFeatures(model, roman, cands).map((f) => mlpScore(mlp, f));
    return usesUnattestedNet(model, roman, cands, scores, weights);
  };

  it('sends only Roman spellings that training never attests to unattestedMlp', () => {
    expect(model.attestedRomans.has(known)).toBe(true);
    expect(model.attestedRomans.has(unseen)).toBe(false);
    const gated = { ...HAND_WEIGHTS, mlp, unattestedMlp };
    expect(gate(known, gated)).toBe(false);
    expect(gate(unseen, gated)).toBe(true);
    expect(gate(unseen, { ...HAND_WEIGHTS, mlp })).toBe(false);
    // The two nets disagree on order, and the unattested query takes the order of the second.
    const both = rankCandidates(model, unseen, { ...gated, attested: 0 }, 50).map((c) => c.urdu);
    const second = rankCandidates(model, unseen, { ...HAND_WEIGHTS, attested: 0, mlp: unattestedMlp }, 50);
    expect(both).toEqual(second.map((c) => c.urdu));
  });

  it('keeps mlp for an unattested spelling when mlp picks a common word', () => {
    // "ne" (نے) is a dev-lexicon word, so the training lexicon never attests its spelling.
    const roman = 'ne';
    expect(model.attestedRomans.has(roman)).toBe(false);
    const cands = [{ urdu: 'نے', logJoint: -1, wordIndex: model.words.indexOf('نے') }];
    expect(cands[0]?.wordIndex).toBeGreaterThanOrEqual(0);
    const weights = { ...HAND_WEIGHTS, mlp, unattestedMlp, commonWordShare: 0.8 };
    expect(usesUnattestedNet(model, roman, cands, [0], weights)).toBe(false);
    expect(usesUnattestedNet(model, roman, cands, [0], { ...weights, commonWordShare: undefined })).toBe(
      true,
    );
    const rare = [{ urdu: 'نےےے', logJoint: -1, wordIndex: -1 }];
    expect(usesUnattestedNet(model, roman, rare, [0], weights)).toBe(true);
  });

  it('counts common words from the top of the word list', () => {
    const max = model.counts.reduce((m, x) => Math.max(m, x), 0);
    const min = model.counts.reduce((m, x) => Math.min(m, x), Infinity);
    expect(commonWordCount(model, 0)).toBe(max);
    expect(commonWordCount(model, 1)).toBe(min);
    const c = commonWordCount(model, 0.8);
    const total = model.counts.reduce((s, x) => s + x, 0);
    const above = model.counts.reduce((s, x) => s + (x > c ? x : 0), 0);
    expect(above).toBeLessThan(0.8 * total);
    expect(above + c).toBeGreaterThanOrEqual(0.8 * total);
  });

  it('the committed file keeps the first net for the words of a common sentence', () => {
    for (const word of ['mera', 'naam', 'hai', 'ne', known]) {
      const cands = generateCandidates(model, word, DEFAULT_WEIGHTS.beam, DEFAULT_WEIGHTS.freeBeam);
      const scores = candidateFeatures(model, word, cands).map((f) =>
        DEFAULT_WEIGHTS.mlp ? mlpScore(DEFAULT_WEIGHTS.mlp, f) : 0,
      );
      expect(usesUnattestedNet(model, word, cands, scores, DEFAULT_WEIGHTS)).toBe(false);
    }
  });

  it('refuses a file whose second net was learnt for other features', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'roman-')), 'reranker.json');
    const wrong = { ...net(1), features: ['other'] };
    writeFileSync(file, JSON.stringify({ attested: 1, mlp: net(1), unattestedMlp: wrong }));
    expect(() => loadRankingWeights(file)).toThrow(/other features/);
  });
});

describe('the attestation bonus', () => {
  const model = loadRomanModel();
  const gated: RankingWeights = { ...HAND_WEIGHTS, attestedCommonShare: 0.99 };
  const cand = (urdu: string) => ({ urdu, logJoint: -1, wordIndex: model.words.indexOf(urdu) });

  it('goes only to words that are not rare when attestedCommonShare is set', () => {
    // Training attests "akhir" only for اخیر (rare); running text means آخر by it.
    expect(model.dictionary.get('akhir\tاخیر')).toBeGreaterThan(0);
    expect(model.counts[model.words.indexOf('اخیر')]).toBeLessThan(commonWordCount(model, 0.99));
    expect(attestationBonus(model, 'akhir', cand('اخیر'), HAND_WEIGHTS)).toBeGreaterThan(0);
    expect(attestationBonus(model, 'akhir', cand('اخیر'), gated)).toBe(0);
    // A common word keeps its bonus; an unattested pair never had one.
    expect(attestationBonus(model, 'hai', cand('ہے'), gated)).toBe(
      attestationBonus(model, 'hai', cand('ہے'), HAND_WEIGHTS),
    );
    expect(attestationBonus(model, 'hai', cand('ہے'), gated)).toBeGreaterThan(0);
    expect(attestationBonus(model, 'akhir', cand('آخر'), HAND_WEIGHTS)).toBe(0);
  });

  it("no longer lets a rare attested word take a common word's spelling", () => {
    expect(rankCandidates(model, 'akhir', HAND_WEIGHTS, 1)[0]?.urdu).toBe('اخیر');
    expect(rankCandidates(model, 'akhir', gated, 1)[0]?.urdu).toBe('آخر');
    expect(rankCandidates(model, 'akhir', DEFAULT_WEIGHTS, 1)[0]?.urdu).toBe('آخر');
  });
});
