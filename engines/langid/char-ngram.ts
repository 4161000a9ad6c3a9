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
  /**
   * N-grams by integer code (#35: the model was most of langid's cost on new words, slicing and
   * concatenating strings to look each one up): each character of the alphabet (the unigram keys)
   * has an id from 1, and an n-gram's code is its ids as digits in base `base`, first character
   * most significant. No digit is 0, so codes of different lengths never meet; a character
   * outside the alphabet (id 0) is in no counted n-gram. The arithmetic on the counts is the one
   * the string keys had, in the same order, so every probability is the same double. Codes below
   * base³ (n-grams of up to three characters: 1.4 MB for 56 characters) are an array, the longer
   * ones a map; an n-gram never counted is 0 in both, as it was undefined in the string map.
   */
  private readonly dense: Float64Array;
  private readonly sparse = new Map<number, number>();
  private readonly ids = new Uint16Array(0x10000);
  private readonly base: number;
  private readonly unigramDenominator: number;
  private readonly words: Map<string, number>;
  private readonly cache = new Map<string, number>();
  /** Ids of the padded word being scored, reused across calls. */
  private padded = new Uint16Array(64);

  constructor(private readonly data: CharNgramData) {
    this.words = new Map(Object.entries(data.words));
    const grams = Object.entries(data.counts);
    let alphabet = 0;
    for (const [g] of grams) if (g.length === 1) this.ids[g.charCodeAt(0)] = ++alphabet;
    this.base = alphabet + 1;
    if (this.base ** data.order >= 2 ** 31)
      throw new Error(`n-gram alphabet of ${alphabet} too large for codes`);
    this.dense = new Float64Array(this.base ** Math.min(3, data.order));
    for (const [g, count] of grams) {
      const code = this.code(g);
      if (code < this.dense.length) this.dense[code] = count;
      else this.sparse.set(code, count);
    }
    this.unigramDenominator = data.total + data.alphabet + 1;
  }

  private count(code: number): number {
    return code < this.dense.length ? (this.dense[code] as number) : (this.sparse.get(code) ?? 0);
  }

  private code(gram: string): number {
    let code = 0;
    for (let i = 0; i < gram.length; i++) code = code * this.base + (this.ids[gram.charCodeAt(i)] as number);
    return code;
  }

  /** Natural-log probability of a whole word, ending included. */
  wordLogProb(word: string): number {
    const hit = this.cache.get(word);
    if (hit !== undefined) return hit;
    const order = this.data.order;
    // The word padded as "^^^word$", as ids.
    const n = order - 1 + word.length + 1;
    if (this.padded.length < n) this.padded = new Uint16Array(n * 2);
    const ids = this.padded;
    const caret = this.ids[0x5e] as number;
    for (let i = 0; i < order - 1; i++) ids[i] = caret;
    for (let i = 0; i < word.length; i++) ids[order - 1 + i] = this.ids[word.charCodeAt(i)] as number;
    ids[n - 1] = this.ids[0x24] as number;
    let charLp = 0;
    for (let i = order - 1; i < n; i++) charLp += Math.log(this.prob(ids, i, order - 1));
    const known = (this.words.get(word) ?? 0) / this.data.wordTotal;
    const lp = Math.log(WORD_WEIGHT * known + (1 - WORD_WEIGHT) * Math.exp(charLp));
    if (this.cache.size < 50_000) this.cache.set(word, lp);
    return lp;
  }

  /**
   * P(ids[i] | the `history` ids before it) by the back-off above, computed from the shortest
   * history up (the same as recursing from the longest: a history never seen leaves the shorter
   * one's estimate).
   */
  private prob(ids: Uint16Array, i: number, history: number): number {
    const c = ids[i] as number;
    let p = ((c === 0 ? 0 : this.count(c)) + 1) / this.unigramDenominator;
    let h = 0;
    let digit = 1;
    for (let n = 1; n <= history; n++) {
      const id = ids[i - n] as number;
      // A character outside the alphabet: no longer history holding it was counted either.
      if (id === 0) break;
      h += id * digit;
      digit *= this.base;
      const ctx = this.count(h);
      if (ctx) p = ((c === 0 ? 0 : this.count(h * this.base + c)) + PRIOR * p) / (ctx + PRIOR);
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
