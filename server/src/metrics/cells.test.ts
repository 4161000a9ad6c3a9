import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { CellHistogram, cellCounter } from './cells';

const buckets = [0.01, 0.1, 1, 10];
const observations = [0, 0.004, 0.01, 0.0100001, 0.5, 1, 3, 10, 11, 250];

/** The text format of one registry, with the metric names made alike. */
async function text(registry: Registry, name: string): Promise<string> {
  return (await registry.metrics()).replaceAll(name, 'm');
}

describe('cells write what prom-client itself writes', () => {
  it('a histogram: cumulative buckets (a value on a bound falls in it), +Inf, sum and count', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const cells = new CellHistogram({
      name: 'ours',
      help: 'h',
      labelNames: ['route', 'method'],
      buckets,
      registers: [ours],
    });
    const native = new Histogram({
      name: 'theirs',
      help: 'h',
      labelNames: ['route', 'method'],
      buckets,
      registers: [theirs],
    });
    const a = cells.cell({ route: '/a', method: 'GET' });
    const b = cells.cell({ route: '/b', method: 'POST' });
    for (const value of observations) {
      cells.record(a, value);
      native.observe({ route: '/a', method: 'GET' }, value);
    }
    cells.record(b, 0.2);
    native.observe({ route: '/b', method: 'POST' }, 0.2);
    expect(await text(ours, 'ours')).toBe(await text(theirs, 'theirs'));
    expect(await text(ours, 'ours')).toContain('m_bucket{le="0.01",route="/a",method="GET"} 3');
  });

  it('a counter: every cell its own series, read at each scrape', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const cell = cellCounter({ name: 'ours_total', help: 'c', labelNames: ['service'], registers: [ours] });
    const native = new Counter({
      name: 'theirs_total',
      help: 'c',
      labelNames: ['service'],
      registers: [theirs],
    });
    const stem = cell({ service: 'stemmer' });
    cell({ service: 'tts' });
    stem.value += 250;
    native.inc({ service: 'stemmer' }, 250);
    native.inc({ service: 'tts' }, 0);
    expect(await text(ours, 'ours')).toBe(await text(theirs, 'theirs'));
    stem.value += 1;
    expect(await ours.metrics()).toContain('ours_total{service="stemmer"} 251');
  });
});
