/**
 * bench/text-pool: (1) the slowest text engine on the event loop at N characters, whatever the
 * characters, to choose TEXT_INLINE_MAX_CHARS; (2) p99 of small paid text calls when idle and
 * while large spell-checker and POS calls run (issue #21: within 2x).
 *   npx tsx bench/text-pool.ts     (BENCH_SECONDS=10, BENCH_CONNECTIONS=8, BENCH_LARGE_CLIENTS=2,
 *                                   BENCH_PART=engines|latency|all, TEXT_* settings as for the server)
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { deposit } from '../server/src/billing/ledger';
import { closeTextPools } from '../server/src/language/text-pool/pool';
import { textPoolSettings } from '../server/src/language/text-pool/settings';
import { textEngines, warmTextEngines } from '../server/src/language/text-pool/text-engines';
import { startTextPool } from '../server/src/language/text-pool/warm';
import { createTestApp } from '../server/test/support/app';
import { createUser } from '../server/test/support/users';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const largeClients = Number(process.env.BENCH_LARGE_CLIENTS ?? 2);
const part = process.env.BENCH_PART ?? 'all';

const article =
  'کراچی میں شدید بارش کے باعث کئی علاقوں میں پانی جمع ہو گیا اور ٹریفک کا نظام درہم برہم ہو گیا۔ ' +
  'محکمہ موسمیات کے مطابق شہر میں آج بھی بارش کا امکان ہے۔ ' +
  'شہری حکومت نے کہا کہ بارش کے پانی کی نکاسی کے لیے تمام ادارے سڑکوں پر موجود ہیں، جبکہ کئی علاقوں میں بجلی بند ہے۔ ';
const words = 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں اور وہ اپنی ثقافت پر فخر کرتے ہیں'.split(' ');
const smallText = Array.from({ length: 50 }, (_, i) => words[i % words.length]).join(' ');
const largeText = article.repeat(20).slice(0, 3000);

const urduLetters = 'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنوہھءیے';
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}
function randomLetters(n: number, rnd: () => number, alphabet = urduLetters): string {
  return Array.from({ length: n }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
}

/**
 * Texts of exactly n characters meant to be hard: one long word, one letter repeated, a soup of
 * random short words, and natural text. `variant` makes every run's texts new, since engines that
 * remember words (romanization, the spell checker) would answer a repeated text from memory.
 */
function hardTexts(n: number, roman: boolean, variant: number): Record<string, string> {
  const rnd = seeded(n * 1000 + variant);
  const alphabet = roman ? 'abcdefghijklmnopqrstuvwxyz' : urduLetters;
  const shortWords = Array.from({ length: n }, () => `${randomLetters(4, rnd, alphabet)} `)
    .join('')
    .slice(0, n);
  const natural = roman ? 'pakistan zindabad mera mulk hai aur ' : article;
  const offset = (variant * 7) % natural.length;
  return {
    natural: natural.repeat(Math.ceil(n / natural.length) + 2).slice(offset, offset + n),
    'one word': randomLetters(n, rnd, alphabet),
    'one letter': alphabet[variant % alphabet.length]!.repeat(n),
    'random words': shortWords,
  };
}

const KINDS = ['natural', 'one word', 'one letter', 'random words'];

/** The median of five runs on fresh texts after one unmeasured run. */
async function engineMs(n: number, roman: boolean, kind: string, run: (text: string) => Promise<unknown>) {
  const times: number[] = [];
  for (let variant = 0; variant < 6; variant++) {
    const text = hardTexts(n, roman, variant)[kind]!;
    const started = performance.now();
    await run(text);
    if (variant > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function worstEngineTimes(): Promise<void> {
  await warmTextEngines();
  console.log('per engine, its slowest input kind (median of 5 runs on fresh texts, ms) at N characters:');
  for (const n of [10, 25, 50, 100, 200, 300, 500, 1000, 3000]) {
    let worst = { ms: 0, label: '' };
    const cells: string[] = [];
    for (const [name, engine] of Object.entries(textEngines)) {
      const roman = name === 'romanization';
      if (roman && n > 100) continue; // the catalogue caps romanization at 100 characters
      let engineWorst = 0;
      for (const kind of KINDS) {
        const ms = await engineMs(n, roman, kind, (text) => engine.runUntrusted({ text, volume: 4 }));
        engineWorst = Math.max(engineWorst, ms);
        if (ms > worst.ms) worst = { ms, label: `${name}, ${kind}` };
      }
      cells.push(`${name} ${engineWorst.toFixed(1)}`);
    }
    console.log(
      `N=${String(n).padStart(4)}: worst ${worst.ms.toFixed(1)} ms (${worst.label})   ${cells.join('  ')}`,
    );
  }
}

interface Latency {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function smallCalls(url: string, token: string): Promise<Latency> {
  const r = await autocannon({
    url: `${url}/stemmer`,
    method: 'POST',
    body: JSON.stringify({ text: smallText }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    connections,
    duration: seconds,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

/** Clients that each send large spell and POS calls back to back until stopped. */
function largeLoad(url: string, token: string) {
  let running = true;
  const done: number[] = [];
  const statuses = new Map<number, number>();
  const client = async (path: string) => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ text: largeText }),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      done.push(performance.now() - started);
    }
  };
  const clients = Array.from({ length: largeClients }, (_, i) =>
    client(i % 2 === 0 ? '/spell_checker' : '/postagger'),
  );
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      const sorted = [...done].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      return { calls: done.length, medianMs: median, statuses: Object.fromEntries(statuses) };
    },
  };
}

const row = (name: string, f: Latency) =>
  `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(5)} ms   non-2xx ${f.non2xx}`;

async function latencyUnderLoad(): Promise<void> {
  // The server's own deadline (createTestApp sets a long one for tests), no per-token rate limit
  // (one token sends every call here), and any TEXT_* setting given to the bench.
  const textSettings = Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0].startsWith('TEXT_') && entry[1] !== undefined,
  );
  const t = await createTestApp('sqlite', {
    TEXT_TASK_TIMEOUT_MS: '10000',
    API_RATE_LIMIT_TEXT: '0',
    ...Object.fromEntries(textSettings),
  });
  try {
    const settings = textPoolSettings(t.ctx.config);
    console.log(
      `pool: ${settings.threads} threads, ${settings.memoryMb} MB, deadline ${settings.timeoutMs} ms, inline up to ${settings.inlineMaxChars} chars; small call: 50-word /stemmer (${smallText.length} chars), ${connections} connections, ${seconds} s; large: ${largeClients} clients of 3,000-character /spell_checker and /postagger`,
    );
    console.log(
      `pool start-up (every model in every thread): ${(await startTextPool(t.ctx.config)).toFixed(0)} ms`,
    );
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 1_000_000_000, { by: 'bench' });
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await smallCalls(url, accessToken); // warm-up
    const idle = await smallCalls(url, accessToken);
    console.log(row('small calls, idle', idle));
    const load = largeLoad(url, accessToken);
    const loaded = await smallCalls(url, accessToken);
    const large = await load.stop();
    console.log(row('small calls, large calls running', loaded));
    console.log(
      `large calls meanwhile: ${large.calls}, median ${large.medianMs.toFixed(0)} ms, statuses ${JSON.stringify(large.statuses)}`,
    );
    console.log(`p99 loaded / idle: ${(loaded.p99 / idle.p99).toFixed(2)} (goal: at most 2)`);
  } finally {
    await t.close();
    await closeTextPools();
  }
}

if (part === 'engines' || part === 'all') await worstEngineTimes();
if (part === 'latency' || part === 'all') await latencyUnderLoad();
