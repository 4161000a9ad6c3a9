/**
 * How our OCR misreads letters: counts of each letter read right, read as another letter, dropped,
 * and of letters read from nothing, taken from (reference, engine reading) pairs of held-out lines
 * (training/learn-confusions.ts writes data/ocr-confusions.json). lexicon-correction.ts weighs a
 * lexicon word against a reading with them: the model confuses letters that share a skeleton
 * (ب ت ث ن ی, ح ج خ) and drops some, which typing-error costs (engines/spell) do not know.
 */
import { readFileSync } from 'node:fs';
import { lookupKey } from '../text';

export interface ConfusionCounts {
  /** letter -> times read as itself */
  match: Record<string, number>;
  /** letter -> letter it was read as -> times */
  sub: Record<string, Record<string, number>>;
  /** letter -> times dropped */
  del: Record<string, number>;
  /** letter -> times read where the line had nothing */
  ins: Record<string, number>;
  /** reference letters counted */
  letters: number;
}

/** One best character alignment of a and b (plain Levenshtein), as [a char | null, b char | null]. */
function align(a: string[], b: string[]): Array<[string | null, string | null]> {
  const n = a.length;
  const m = b.length;
  const d = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = 0; i <= n; i++) (d[i] as Int32Array)[0] = i;
  for (let j = 0; j <= m; j++) (d[0] as Int32Array)[j] = j;
  for (let i = 1; i <= n; i++) {
    const row = d[i] as Int32Array;
    const up = d[i - 1] as Int32Array;
    for (let j = 1; j <= m; j++) {
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + same);
    }
  }
  const ops: Array<[string | null, string | null]> = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const here = (d[i] as Int32Array)[j] as number;
    const diag = i > 0 && j > 0 ? ((d[i - 1] as Int32Array)[j - 1] as number) : -1;
    if (i > 0 && j > 0 && here === diag + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      ops.push([a[i - 1] as string, b[j - 1] as string]);
      i--;
      j--;
    } else if (i > 0 && here === ((d[i - 1] as Int32Array)[j] as number) + 1) {
      ops.push([a[i - 1] as string, null]);
      i--;
    } else {
      ops.push([null, b[j - 1] as string]);
      j--;
    }
  }
  return ops.reverse();
}

/** Counts confusions over whole lines, compared as lookup keys (no vowel marks), spaces included. */
export function countConfusions(pairs: Iterable<{ reference: string; reading: string }>): ConfusionCounts {
  const counts: ConfusionCounts = { match: {}, sub: {}, del: {}, ins: {}, letters: 0 };
  const inc = (table: Record<string, number>, key: string) => {
    table[key] = (table[key] ?? 0) + 1;
  };
  for (const { reference, reading } of pairs) {
    for (const [x, y] of align([...lookupKey(reference)], [...lookupKey(reading)])) {
      if (x !== null) counts.letters += 1;
      if (x !== null && y !== null) {
        if (x === y) inc(counts.match, x);
        else {
          const row = counts.sub[x] ?? {};
          counts.sub[x] = row;
          inc(row, y);
        }
      } else if (x !== null) inc(counts.del, x);
      else if (y !== null) inc(counts.ins, y);
    }
  }
  return counts;
}

// Add-constant smoothing: a confusion never seen keeps a small probability, a rarer one for a
// substitution (there are ~50 letters to go to) than for a drop or an extra letter.
const SEEN_SMOOTHING = 2;
const UNSEEN_SUBSTITUTION = 0.01;
const UNSEEN_DROP_OR_EXTRA = 0.05;

/** Costs in -log10 probability, so that they add to a word's log10 frequency. */
export class OcrChannel {
  private readonly totals = new Map<string, number>();
  private readonly cache = new Map<string, number>();

  constructor(private readonly counts: ConfusionCounts) {
    for (const [x, n] of Object.entries(counts.match)) this.addTotal(x, n);
    for (const [x, n] of Object.entries(counts.del)) this.addTotal(x, n);
    for (const [x, row] of Object.entries(counts.sub))
      for (const n of Object.values(row)) this.addTotal(x, n);
  }

  private addTotal(letter: string, n: number): void {
    this.totals.set(letter, (this.totals.get(letter) ?? 0) + n);
  }

  private cost(key: string, count: number, smoothing: number, total: number): number {
    let c = this.cache.get(key);
    if (c === undefined) {
      c = -Math.log10((count + smoothing) / (total + SEEN_SMOOTHING));
      this.cache.set(key, c);
    }
    return c;
  }

  private readCost(x: string, y: string): number {
    const total = this.totals.get(x) ?? 0;
    if (x === y) return this.cost(`=${x}`, this.counts.match[x] ?? 0, 1, total);
    return this.cost(`${x}>${y}`, this.counts.sub[x]?.[y] ?? 0, UNSEEN_SUBSTITUTION, total);
  }

  private dropCost(x: string): number {
    return this.cost(`-${x}`, this.counts.del[x] ?? 0, UNSEEN_DROP_OR_EXTRA, this.totals.get(x) ?? 0);
  }

  private extraCost(y: string): number {
    return this.cost(`+${y}`, this.counts.ins[y] ?? 0, UNSEEN_DROP_OR_EXTRA, this.counts.letters);
  }

  /** -log10 P(the engine reads `reading` | the printed word was `word`), over the best alignment. */
  readingCost(word: string, reading: string): number {
    const a = [...word];
    const b = [...reading];
    let prev = new Float64Array(b.length + 1);
    let cur = new Float64Array(b.length + 1);
    for (let j = 1; j <= b.length; j++)
      prev[j] = (prev[j - 1] as number) + this.extraCost(b[j - 1] as string);
    for (const x of a) {
      cur[0] = (prev[0] as number) + this.dropCost(x);
      for (let j = 1; j <= b.length; j++) {
        const y = b[j - 1] as string;
        cur[j] = Math.min(
          (prev[j] as number) + this.dropCost(x),
          (cur[j - 1] as number) + this.extraCost(y),
          (prev[j - 1] as number) + this.readCost(x, y),
        );
      }
      [prev, cur] = [cur, prev];
    }
    return prev[b.length] as number;
  }
}

let shipped: OcrChannel | null = null;

/** The channel of our model (data/ocr-confusions.json), loaded on first use. */
export function ocrChannel(): OcrChannel {
  shipped ??= new OcrChannel(
    JSON.parse(
      readFileSync(new URL('./data/ocr-confusions.json', import.meta.url), 'utf8'),
    ) as ConfusionCounts,
  );
  return shipped;
}
