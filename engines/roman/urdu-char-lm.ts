// Urdu letter n-gram model (Witten-Bell) over the training lexicon's Urdu words, weighted by
// attestations. The graphone model's joint score P(roman, urdu) carries a prior over Urdu
// spellings; this model estimates that prior on its own, so the reranker can trade the joint
// score against P(roman | urdu) ≈ P(roman, urdu) / P(urdu).

const START = '\u0002';
const END = '\u0003';

interface Row {
  total: number;
  counts: Map<string, number>;
}

export class UrduCharLm {
  private readonly rows = new Map<string, Row>();
  private readonly alphabet: number;

  constructor(
    words: Iterable<readonly [string, number]>,
    readonly order = 4,
  ) {
    const letters = new Set<string>([END]);
    for (const [word, weight] of words) {
      const padded = START.repeat(order - 1) + word + END;
      for (let i = order - 1; i < padded.length; i++) {
        const c = padded[i] as string;
        letters.add(c);
        for (let n = 0; n < order; n++) this.add(padded.slice(i - n, i), c, weight);
      }
    }
    this.alphabet = letters.size;
  }

  private add(hist: string, c: string, w: number): void {
    let row = this.rows.get(hist);
    if (!row) {
      row = { total: 0, counts: new Map() };
      this.rows.set(hist, row);
    }
    row.total += w;
    row.counts.set(c, (row.counts.get(c) ?? 0) + w);
  }

  private prob(hist: string, c: string): number {
    const row = this.rows.get(hist);
    const lower = hist.length === 0 ? 1 / this.alphabet : this.prob(hist.slice(1), c);
    if (!row) return lower;
    const types = row.counts.size;
    return ((row.counts.get(c) ?? 0) + types * lower) / (row.total + types);
  }

  /** Natural-log probability of the whole word, end of word included. */
  logProb(word: string): number {
    const padded = START.repeat(this.order - 1) + word + END;
    let lp = 0;
    for (let i = this.order - 1; i < padded.length; i++) {
      lp += Math.log(this.prob(padded.slice(i - this.order + 1, i), padded[i] as string));
    }
    return lp;
  }
}
