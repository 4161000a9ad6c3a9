// Graphone n-gram model with Witten-Bell interpolation: P(g | h) mixes the counts seen
// after history h with the estimate for the shorter history, so unseen pairs keep mass.
// Graphone 0 is the word boundary (start history and end event).

export const BOUNDARY = 0;

export interface GraphoneLmData {
  order: number;
  /** Graphone keys (roman \u0001 urdu) by id; id 0 is the boundary. */
  graphones: string[];
  /** History ("3,17", "" for the unigram) -> flat [id, count, id, count, ...]. */
  contexts: Record<string, number[]>;
}

interface Context {
  total: number;
  types: number;
  counts: Map<number, number>;
}

export class GraphoneLm {
  readonly order: number;
  private readonly contexts = new Map<string, Context>();
  private readonly cache = new Map<string, Map<number, number>>();
  private readonly vocabSize: number;

  constructor(data: GraphoneLmData) {
    this.order = data.order;
    this.vocabSize = data.graphones.length;
    for (const [hist, flat] of Object.entries(data.contexts)) {
      const counts = new Map<number, number>();
      let total = 0;
      for (let i = 0; i + 1 < flat.length; i += 2) {
        counts.set(flat[i] as number, flat[i + 1] as number);
        total += flat[i + 1] as number;
      }
      this.contexts.set(hist, { total, types: counts.size, counts });
    }
  }

  /**
   * Natural-log probability of graphone g after `history` (exactly order - 1 ids, most recent
   * last); `historyKey` is history.join(','), passed in so the decoder's hot loop builds it once.
   */
  logProb(history: readonly number[], g: number, historyKey = history.join(',')): number {
    let row = this.cache.get(historyKey);
    if (!row) {
      row = new Map();
      this.cache.set(historyKey, row);
    }
    const hit = row.get(g);
    if (hit !== undefined) return hit;
    const lp = Math.log(this.prob(history, g));
    row.set(g, lp);
    return lp;
  }

  /** Weighted count of graphone g in training (for pruning rare chunk pairs). */
  unigramCount(g: number): number {
    return this.contexts.get('')?.counts.get(g) ?? 0;
  }

  private prob(history: readonly number[], g: number): number {
    if (history.length === 0) {
      const uni = this.contexts.get('');
      const c = uni?.counts.get(g) ?? 0;
      return (c + 0.5) / ((uni?.total ?? 0) + 0.5 * this.vocabSize);
    }
    const lower = this.prob(history.slice(1), g);
    const ctx = this.contexts.get(history.join(','));
    if (!ctx) return lower;
    return ((ctx.counts.get(g) ?? 0) + ctx.types * lower) / (ctx.total + ctx.types);
  }
}

/** Counts n-grams of graphone-id sequences (boundaries added here) into GraphoneLmData.contexts. */
export function countGraphoneNgrams(
  sequences: ReadonlyArray<{ ids: readonly number[]; weight: number }>,
  order: number,
): Record<string, number[]> {
  const table = new Map<string, Map<number, number>>();
  const add = (hist: string, g: number, w: number) => {
    let m = table.get(hist);
    if (!m) {
      m = new Map();
      table.set(hist, m);
    }
    m.set(g, (m.get(g) ?? 0) + w);
  };
  for (const { ids, weight } of sequences) {
    const padded = [...new Array<number>(order - 1).fill(BOUNDARY), ...ids, BOUNDARY];
    for (let i = order - 1; i < padded.length; i++) {
      const g = padded[i] as number;
      for (let n = 0; n < order; n++) add(padded.slice(i - n, i).join(','), g, weight);
    }
  }
  const out: Record<string, number[]> = {};
  for (const [hist, m] of table) {
    const flat: number[] = [];
    for (const [g, c] of m) flat.push(g, Math.round(c * 100) / 100);
    out[hist] = flat;
  }
  return out;
}
