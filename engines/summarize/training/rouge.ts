import { termsOf } from '../terms';

export interface RougeScores {
  rouge1: number;
  rouge2: number;
  rougeL: number;
}

function ngrams(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i += 1) {
    const key = tokens.slice(i, i + n).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function f1(overlap: number, candidate: number, reference: number): number {
  if (overlap === 0 || candidate === 0 || reference === 0) return 0;
  const p = overlap / candidate;
  const r = overlap / reference;
  return (2 * p * r) / (p + r);
}

function ngramF1(candidate: readonly string[], reference: readonly string[], n: number): number {
  const c = ngrams(candidate, n);
  const r = ngrams(reference, n);
  let overlap = 0;
  for (const [key, count] of c) overlap += Math.min(count, r.get(key) ?? 0);
  return f1(overlap, Math.max(candidate.length - n + 1, 0), Math.max(reference.length - n + 1, 0));
}

function lcsLength(a: readonly string[], b: readonly string[]): number {
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/**
 * ROUGE-1, ROUGE-2 and ROUGE-L F1 (Lin 2004) over Urdu word tokens: normalised lookup keys,
 * no stemming, no stopword removal, summary-level LCS on the whole token sequence.
 */
export function rouge(candidate: string, reference: string): RougeScores {
  const c = termsOf(candidate);
  const r = termsOf(reference);
  return {
    rouge1: ngramF1(c, r, 1),
    rouge2: ngramF1(c, r, 2),
    rougeL: f1(lcsLength(c, r), c.length, r.length),
  };
}
