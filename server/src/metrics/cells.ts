import {
  Counter,
  type CounterConfiguration,
  Histogram,
  type HistogramConfiguration,
  type LabelValues,
} from 'prom-client';

/** One label combination of a counter: recording is `cell.value += n`. */
export interface CounterCell {
  value: number;
}

/** One label combination of a histogram: observations per bucket (not cumulative), sum and count. */
export interface HistogramCell {
  readonly perBucket: Float64Array;
  sum: number;
  count: number;
}

/**
 * Why cells: prom-client's own `inc`/`observe` hash the labels, validate them and allocate on every
 * call, about 3 µs each on the shared test machine, four times on each paid call. A cell is made
 * once per label combination (children.ts keeps them) and recording is arithmetic on it; prom-client
 * still owns the registry and the text format, and reads the cells at scrape time.
 */
export function cellCounter<T extends string>(config: CounterConfiguration<T>) {
  const cells: { labels: LabelValues<T>; cell: CounterCell }[] = [];
  new Counter<T>({
    ...config,
    collect() {
      this.reset();
      for (const { labels, cell } of cells) this.inc(labels, cell.value);
    },
  });
  return (labels: LabelValues<T>): CounterCell => {
    const cell = { value: 0 };
    cells.push({ labels, cell });
    return cell;
  };
}

/**
 * The histogram of cells: `record(cell, value)` on the hot path. At scrape time the registry asks
 * prom-client's histograms for `getForPromString()`, which this one answers from its cells, in the
 * very shape prom-client's own gives (the tests read the series back, and promtool lints them).
 */
export class CellHistogram<T extends string> extends Histogram<T> {
  private readonly config: { name: string; help: string; bounds: readonly number[] };
  private readonly cells: { labels: LabelValues<T>; cell: HistogramCell }[] = [];

  constructor(config: HistogramConfiguration<T> & { buckets: readonly number[] }) {
    super({ ...config, buckets: [...config.buckets] });
    this.config = { name: config.name, help: config.help, bounds: config.buckets };
  }

  cell(labels: LabelValues<T>): HistogramCell {
    const cell = { perBucket: new Float64Array(this.config.bounds.length), sum: 0, count: 0 };
    this.cells.push({ labels, cell });
    return cell;
  }

  record(cell: HistogramCell, value: number): void {
    cell.sum += value;
    cell.count += 1;
    const { bounds } = this.config;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= (bounds[i] ?? Number.POSITIVE_INFINITY)) {
        cell.perBucket[i] = (cell.perBucket[i] ?? 0) + 1;
        return;
      }
    }
  }

  /** Cumulative buckets, +Inf, sum and count per cell; `le` in `labels`, the cell's in `sharedLabels`. */
  async getForPromString() {
    const { name, help, bounds } = this.config;
    const values = this.cells.flatMap(({ labels, cell }) => {
      let cumulative = 0;
      const buckets = bounds.map((le, i) => {
        cumulative += cell.perBucket[i] ?? 0;
        return { labels: { le }, sharedLabels: labels, value: cumulative, metricName: `${name}_bucket` };
      });
      return [
        ...buckets,
        { labels: { le: '+Inf' }, sharedLabels: labels, value: cell.count, metricName: `${name}_bucket` },
        { labels: {}, sharedLabels: labels, value: cell.sum, metricName: `${name}_sum` },
        { labels: {}, sharedLabels: labels, value: cell.count, metricName: `${name}_count` },
      ];
    });
    return { name, help, type: 'histogram', values, aggregator: 'sum' };
  }
}
