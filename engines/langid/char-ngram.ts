// Word model for one language: known words by their relative frequency, mixed with a
// character n-gram model (Dirichlet back-off: P(c | h) = (C(hc) + k P(c | shorter h)) /
// (C(h) + k)) that spells any word. Two of them (Roman Urdu, English) decide whether a
// Latin-script run is Urdu. Words are padded as "^^^word$" for order 4.

export interface CharNgramData {
  order: number;
  /** Every n-gram (n = 1..order) seen at least the pruning threshold, with its count. */
  counts: Record<string, number>;
  /** Number of characters counted (unigram total). */
  total: number;
  /** Distinct characters, for the add-one base distribution. */
  alphabet: number;
  /** Frequent words with their counts, and the number of word tokens counted. */
  words: Record<string, number>;
  wordTotal: number;
}

const PRIOR = 2;
/** Weight of the word-frequency table against the character model. */
const WORD_WEIGHT = 0.5;

export class CharNgramModel {
  private readonly counts: Map<string, number>;
  private readonly words: Map<string, number>;
  private readonly cache = new Map<string, number>();

  constructor(private readonly data: CharNgramData) {
    this.counts = new Map(Object.entries(data.counts));
    this.words = new Map(Object.entries(data.words));
  }

  /** Natural-log probability of a whole word, ending included. */
  wordLogProb(word: string): number {
    const hit = this.cache.get(word);
    if (hit !== undefined) return hit;
    const pad = '^'.repeat(this.data.order - 1);
    const s = `${pad}${word}$`;
    let charLp = 0;
    for (let i = this.data.order - 1; i < s.length; i++) {
      charLp += Math.log(this.prob(s.slice(i - this.data.order + 1, i), s[i] as string));
    }
    const known = (this.words.get(word) ?? 0) / this.data.wordTotal;
    const lp = Math.log(WORD_WEIGHT * known + (1 - WORD_WEIGHT) * Math.exp(charLp));
    if (this.cache.size < 50_000) this.cache.set(word, lp);
    return lp;
  }

  /**
   * P(c | history) by the back-off above, computed from the shortest history up (the same as
   * recursing from the longest: a history never seen leaves the shorter one's estimate).
   */
  private prob(history: string, c: string): number {
    let p = ((this.counts.get(c) ?? 0) + 1) / (this.data.total + this.data.alphabet + 1);
    for (let n = 1; n <= history.length; n++) {
      const h = history.slice(history.length - n);
      const ctx = this.counts.get(h);
      if (ctx) p = ((this.counts.get(h + c) ?? 0) + PRIOR * p) / (ctx + PRIOR);
    }
    return p;
  }
}

export function countCharNgrams(
  words: ReadonlyMap<string, number>,
  order: number,
  minCount: number,
): CharNgramData {
  const counts = new Map<string, number>();
  let total = 0;
  const pad = '^'.repeat(order - 1);
  for (const [word, weight] of words) {
    const s = `${pad}${word}$`;
    for (let i = order - 1; i < s.length; i++) {
      total += weight;
      for (let n = 1; n <= order; n++) {
        const g = s.slice(i - n + 1, i + 1);
        counts.set(g, (counts.get(g) ?? 0) + weight);
      }
    }
    // History n-grams made only of padding are counted once per word so P(first letter) works.
    for (let n = 1; n < order; n++) counts.set('^'.repeat(n), (counts.get('^'.repeat(n)) ?? 0) + weight);
  }
  const kept: Record<string, number> = {};
  const alphabet = new Set<string>();
  for (const [g, c] of counts) {
    if (g.length === 1) alphabet.add(g);
    if (c >= minCount || g.length === 1) kept[g] = Math.round(c * 10) / 10;
  }
  const frequent: Record<string, number> = {};
  let wordTotal = 0;
  for (const [w, c] of words) {
    wordTotal += c;
    if (c >= minCount) frequent[w] = Math.round(c * 10) / 10;
  }
  return { order, counts: kept, total, alphabet: alphabet.size, words: frequent, wordTotal };
}
