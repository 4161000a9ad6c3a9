import { describe, expect, it } from 'vitest';
import { normalizeUrdu } from './normalize';
import { MAX_MARK_RUN, normalizeForm } from './unicode-form';

const FATHA = '\u064E'; // combining class 30
const KASRA = '\u0650'; // combining class 32

describe('normalizeForm', () => {
  it('is String.prototype.normalize on ordinary text', () => {
    for (const text of ['a\u0301bc', 'ا\u0653', 'بِسْمِ اللّٰہ', 'ﻻ', 'e\u0301'.repeat(40)]) {
      for (const form of ['NFC', 'NFD', 'NFKC', 'NFKD'] as const)
        expect(normalizeForm(text, form)).toBe(text.normalize(form));
    }
  });

  // Canonical reordering of one run is quadratic in its length: a 3,000-mark run is reordered
  // only inside pieces of MAX_MARK_RUN marks (whole-run reordering would put every fatha first).
  it('reorders a run of thousands of marks piece by piece, keeping every mark', () => {
    const run = `${KASRA}${FATHA}`.repeat(1500);
    const out = normalizeForm(`ب${run}`, 'NFC');
    expect(out.length).toBe(3001);
    const piece = `${FATHA.repeat(MAX_MARK_RUN / 2)}${KASRA.repeat(MAX_MARK_RUN / 2)}`;
    expect(out.slice(1, 1 + MAX_MARK_RUN)).toBe(piece);
    expect(out.slice(1 + MAX_MARK_RUN, 1 + 2 * MAX_MARK_RUN)).toBe(piece);
  });

  it('still composes the letter that carries a long run', () => {
    expect(normalizeForm(`ا\u0653${KASRA.repeat(100)}`, 'NFC').startsWith('آ')).toBe(true);
  });

  it('keeps normalizeUrdu on a 3,000-mark word within the same pieces', () => {
    const out = normalizeUrdu(`ب${`${KASRA}${FATHA}`.repeat(1500)}`);
    expect(out.slice(1, 1 + MAX_MARK_RUN / 2)).toBe(FATHA.repeat(MAX_MARK_RUN / 2));
    expect(out.length).toBe(3001);
  });
});
