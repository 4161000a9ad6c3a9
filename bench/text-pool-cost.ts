/**
 * bench/text-pool-cost: what one text-pool task costs in CPU (#35 item 2), and each engine's worst
 * cost per character (item 1: the inline decision's declared `usPerChar`).
 *   npx tsx bench/text-pool-cost.ts   (BENCH_CALLS=2000, TEXT_POOL_THREADS as for the server)
 * (1) The stemmer on 1,000 characters run N times inline (the engine on this thread) and N times
 * through the pool (runInTextPool, one at a time and 8 in flight), and an empty task through the
 * pool: process CPU per call (process.cpuUsage counts every thread of the process, the pool's
 * included), median of 5 batches. CPU per call moves far less with the machine's load than wall
 * time does; the load average is printed beside it. (2) Per engine, the slowest of several hostile
 * input shapes at 1,000 and 3,000 characters, in CPU µs per character over 12 fresh texts of the
 * shape after a warm pass, next to its declaration.
 */
import { loadavg } from 'node:os';
import { parseSettings } from '../server/src/config/config';
import { closeTextPools, textPool } from '../server/src/language/text-pool/pool';
import { runInTextPool } from '../server/src/language/text-pool/run-in-pool';
import { textPoolSettings } from '../server/src/language/text-pool/settings';
import { textEngines, type UntypedTextEngine } from '../server/src/language/text-pool/text-engines';
import { startTextPool } from '../server/src/language/text-pool/warm';
import { runawayPool } from '../server/test/support/runaway-tasks';

const calls = Number(process.env.BENCH_CALLS ?? 2000);
const part = process.env.BENCH_PART ?? 'all';
const config = {
  settings: parseSettings(
    Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('TEXT_'))) as Record<
      string,
      string
    >,
  ),
};

const article =
  'کراچی میں شدید بارش کے باعث کئی علاقوں میں پانی جمع ہو گیا اور ٹریفک کا نظام درہم برہم ہو گیا۔ ' +
  'محکمہ موسمیات کے مطابق شہر میں آج بھی بارش کا امکان ہے۔ ' +
  'شہری حکومت نے کہا کہ بارش کے پانی کی نکاسی کے لیے تمام ادارے سڑکوں پر موجود ہیں، جبکہ کئی علاقوں میں بجلی بند ہے۔ ';
const text1000 = article.repeat(5).slice(0, 1000);

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CPU µs per call of `batch` calls, median of 5 batches after one unmeasured batch. */
async function cpuPerCall(batch: number, run: () => Promise<unknown>, inFlight = 1): Promise<number> {
  const perCall: number[] = [];
  for (let b = 0; b < 6; b++) {
    const cpu0 = cpuNow();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next++ < batch) await run();
      }),
    );
    if (b > 0) perCall.push((cpuNow() - cpu0) / batch);
  }
  return perCall.sort((x, y) => x - y)[2]!;
}

async function roundTrip(): Promise<void> {
  const settings = textPoolSettings(config);
  console.log(
    `pool: ${settings.threads} threads; ${calls} calls per batch; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await startTextPool(config);
  const pool = textPool(settings);
  const input = { text: text1000 };
  const engineTask = { kind: 'engine', service: 'stemmer', input, models: settings.models } as const;
  const inline = await cpuPerCall(calls, async () => textEngines.stemmer.run(input, settings.models));
  const pooled = await cpuPerCall(calls, () => runInTextPool(pool, engineTask, 10_000));
  const pooled8 = await cpuPerCall(calls, () => runInTextPool(pool, engineTask, 10_000), 8);
  // An empty task on a pool of the same size whose worker adds the test tasks (the production one has none).
  const bare = runawayPool(settings);
  const empty = await cpuPerCall(calls, () => runInTextPool(bare, { kind: 'spin', ms: 0 }, 10_000));
  const row = (label: string, us: number) =>
    console.log(
      `${label.padEnd(44)} ${us.toFixed(0).padStart(6)} µs CPU/call   ${(us / inline).toFixed(2)}x inline`,
    );
  row('stemmer 1,000 characters, inline', inline);
  row('stemmer 1,000 characters, pool, 1 in flight', pooled);
  row('stemmer 1,000 characters, pool, 8 in flight', pooled8);
  row('empty task, pool, 1 in flight', empty);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

const URDU_LETTERS = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے';
const DIACRITICS = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670';
function cycle(chars: string, n: number, stride = 1): string {
  const list = [...chars];
  let out = '';
  for (let i = 0; out.length < n; i++) out += list[(i * stride) % list.length];
  return out.slice(0, n);
}
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** The long-token test's shapes, random short words and prose, fresh per variant (engines cache words). */
function shapes(n: number, variant: number): Record<string, string> {
  const rnd = seeded(variant * 7919 + n);
  let words = '';
  while (words.length < n) {
    const len = 2 + Math.floor(rnd() * 6);
    words += `${Array.from({ length: len }, () => URDU_LETTERS[Math.floor(rnd() * URDU_LETTERS.length)]).join('')} `;
  }
  return {
    prose: article.repeat(Math.ceil(n / article.length)).slice(0, n),
    'one long word': cycle(URDU_LETTERS, n, 7 + variant * 2),
    'one letter': (URDU_LETTERS[variant % URDU_LETTERS.length] ?? 'ب').repeat(n),
    'no spaces': cycle('پاکستانایکخوبصورتملکہےاورلوگمہماننوازہیں', n, 1 + variant),
    diacritics: `ب${cycle(DIACRITICS, n - 1, 1 + variant)}`,
    'mixed scripts': cycle('ب1aپ٢bتcژ۳\u0915', n, 1 + variant),
    'random words': words.slice(0, n),
  };
}

/** Fresh texts per shape and size, each a different variant (engines cache words they have seen). */
const FRESH_TEXTS = 12;

/** CPU µs per character of `engine` over FRESH_TEXTS fresh texts of a shape, one after another. */
async function shapeCost(engine: UntypedTextEngine, n: number, shape: string, seed: number): Promise<number> {
  const texts = Array.from({ length: FRESH_TEXTS }, (_, v) => shapes(n, seed + v)[shape] ?? '');
  const cpu0 = cpuNow();
  for (const text of texts) await engine.runUntrusted({ text, volume: 4 });
  return (cpuNow() - cpu0) / (FRESH_TEXTS * n);
}

async function perCharacter(): Promise<void> {
  console.log(
    `\nper engine: slowest shape, CPU µs per character over ${FRESH_TEXTS} fresh texts of each shape, after a pass over every shape and size that loads the models and warms the code (declared: the inline decision)`,
  );
  for (const [name, engine] of Object.entries(textEngines)) {
    if (name === 'romanization') continue; // never inline, capped at 100 characters
    // The warm pass: a server has run every shape's code paths long before a hostile text arrives.
    for (const n of [1000, 3000])
      for (const shape of Object.keys(shapes(n, 0))) await shapeCost(engine, n, shape, 1);
    const cells: string[] = [];
    for (const n of [1000, 3000]) {
      let worst = { us: 0, shape: '' };
      for (const shape of Object.keys(shapes(n, 0))) {
        const us = await shapeCost(engine, n, shape, 1000);
        if (us > worst.us) worst = { us, shape };
      }
      cells.push(`${n}: ${worst.us.toFixed(2)} (${worst.shape})`);
    }
    console.log(
      `${name.padEnd(24)} declared ${String(engine.usPerChar ?? '-').padStart(5)}   ${cells.join('   ')}`,
    );
  }
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

if (part === 'all' || part === 'pool') await roundTrip();
if (part === 'all' || part === 'chars') await perCharacter();
await closeTextPools();
