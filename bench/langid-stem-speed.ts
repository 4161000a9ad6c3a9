/**
 * bench/langid-stem-speed: CPU per call of language identification (urduShare) and the stemmer
 * (stemText) at the sizes people send (#35): 1,000 and 3,000 characters of prose, and 1,000
 * characters of random new words (every word a cache miss: the stemmer's worst shape).
 *   npx tsx bench/langid-stem-speed.ts   (BENCH_CALLS=100 per batch, BENCH_ENGINES=<engines folder>
 *                                         to time another checkout's engines, e.g. a git worktree,
 *                                         BENCH_ONLY=urduShare|stemText, BENCH_BEFORE=<engines
 *                                         folder>: that checkout's engines and these in one process)
 * Process CPU (process.cpuUsage) around a batch of calls after one unmeasured warm-up batch, median
 * of 5 batches: on a shared machine CPU per call moves far less with the load than wall time does.
 * With BENCH_BEFORE, before and after run batch for batch in turn (10 measured of each, after two
 * rounds unmeasured), so the machine's load falls on both alike: e.g. `git worktree add
 * /tmp/before <commit>` then BENCH_BEFORE=/tmp/before/engines.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { prose } from './urdu-prose';

type Langid = typeof import('../engines/langid/index');
type Stem = typeof import('../engines/stem/index');

const calls = Number(process.env.BENCH_CALLS ?? 100);
const only = process.env.BENCH_ONLY;
const engines = resolve(process.env.BENCH_ENGINES ?? new URL('../engines', import.meta.url).pathname);
const { urduShare } = (await import(`${engines}/langid/index.ts`)) as Langid;
const { stemText } = (await import(`${engines}/stem/index.ts`)) as Stem;
const beforeDir = process.env.BENCH_BEFORE && resolve(process.env.BENCH_BEFORE);
const before = beforeDir
  ? {
      urduShare: ((await import(`${beforeDir}/langid/index.ts`)) as Langid).urduShare,
      stemText: ((await import(`${beforeDir}/stem/index.ts`)) as Stem).stemText,
    }
  : undefined;

const URDU_LETTERS = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے';
/** xorshift32: exact in 32-bit integers (a float LCG loses bits past 2^53 and soon repeats itself). */
let seed = 12345;
function rnd(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
}

/** n characters of random words of 2 to 7 letters: with 38 letters, almost every word is new. */
function randomWords(n: number): string {
  let words = '';
  while (words.length < n) {
    const len = 2 + Math.floor(rnd() * 6);
    for (let k = 0; k < len; k++) words += URDU_LETTERS[Math.floor(rnd() * URDU_LETTERS.length)];
    words += ' ';
  }
  return words.slice(0, n);
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CPU µs per call: median of 5 batches after one unmeasured batch; `text(k)` gives call k's input. */
async function cpuPerCall(run: (text: string) => unknown, text: (k: number) => string): Promise<number> {
  const perCall: number[] = [];
  let k = 0;
  for (let b = 0; b < 6; b++) {
    const inputs = Array.from({ length: calls }, () => text(k++));
    const cpu0 = cpuNow();
    for (const t of inputs) await run(t);
    if (b > 0) perCall.push((cpuNow() - cpu0) / calls);
  }
  return perCall.sort((x, y) => x - y)[2]!;
}

const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

/** Before and after in turn, batch for batch: CPU µs per call of each, medians of 10 batches. */
async function beforeAfter(
  old: (text: string) => unknown,
  run: (text: string) => unknown,
  text: (k: number) => string,
): Promise<[number, number]> {
  const perCall: [number[], number[]] = [[], []];
  let k = 0;
  for (let b = 0; b < 12; b++) {
    for (const [i, f] of [old, run].entries()) {
      const inputs = Array.from({ length: calls }, () => text(k++));
      const cpu0 = cpuNow();
      for (const t of inputs) await f(t);
      if (b > 1) perCall[i]!.push((cpuNow() - cpu0) / calls);
    }
  }
  return [median(perCall[0]), median(perCall[1])];
}

const cases: { label: string; text: (k: number) => string; chars: number }[] = [
  { label: 'prose 1,000', text: () => prose(1000), chars: prose(1000).length },
  { label: 'prose 3,000', text: () => prose(3000), chars: prose(3000).length },
  { label: 'random new words 1,000', text: () => randomWords(1000), chars: 1000 },
];

console.log(
  `engines: ${engines}${beforeDir ? ` against ${beforeDir}` : ''}; ${calls} calls per batch; load average ${loadavg()[0]?.toFixed(2)}`,
);
for (const [name, run] of [
  ['urduShare', (t: string) => urduShare(t)],
  ['stemText', (t: string) => stemText(t)],
] as const) {
  if (only && only !== name) continue;
  for (const c of cases) {
    if (before) {
      const [old, us] = await beforeAfter(before[name], run, c.text);
      console.log(
        `${name.padEnd(10)} ${c.label.padEnd(24)} before ${old.toFixed(0).padStart(6)} µs  after ${us.toFixed(0).padStart(6)} µs CPU/call  ${(old / us).toFixed(1)}x`,
      );
      continue;
    }
    const us = await cpuPerCall(run, c.text);
    console.log(
      `${name.padEnd(10)} ${c.label.padEnd(24)} ${us.toFixed(0).padStart(7)} µs CPU/call ${(us / c.chars).toFixed(3).padStart(7)} µs/char`,
    );
  }
}
console.log(`load average after: ${loadavg()[0]?.toFixed(2)}`);
