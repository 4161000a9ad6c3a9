/**
 * bench/api: throughput and latency of a paid stemmer call (50 Urdu words, access token, SQLite)
 * next to a bare Fastify JSON route, in the same run, over loopback.
 *   npx tsx bench/api.ts            (BENCH_SECONDS=10, BENCH_CONNECTIONS=32, BENCH_ROUNDS=3)
 * The bare route and the paid rows are measured in turn, BENCH_ROUNDS times, and the summary gives
 * the median of each: on this machine the bare route alone swings by a third from run to run, so a
 * ratio taken from one run says more about that swing than about the paid call.
 * With TEST_DATABASE_URL set it also measures the paid call on PostgreSQL. A second SQLite row runs
 * with synchronous=NORMAL to show what the per-commit fsync of the default (FULL) costs.
 * The paid rows count every call against the per-token rate limit (API_RATE_LIMIT_TEXT set far
 * above what the bench sends, so nothing is refused); "rate limit off" shows what the count costs,
 * and "500 tokens in turn" spreads the calls over many tokens, so that each call's count is a
 * write of its own instead of a share of a busy token's block (ratelimit/leased-hits.ts).
 * BENCH_ONLY=word keeps the paid rows whose label contains it.
 * The paid call does everything a real one does: token look-up, validation, pricing, the debit
 * transaction with job and ledger rows, the stemmer (on the event loop: 50 words, 232 characters,
 * fit the default TEXT_INLINE_BUDGET_US; the "engine on the pool" row sends it to a text-pool thread), the
 * job update and the JSON answer.
 */
import { stemText } from '@zuban/engines/stem';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { deposit } from '../server/src/billing/ledger';
import type { DbKind } from '../server/src/db/database';
import { closeTextPools } from '../server/src/language/text-pool/pool';
import { createTestApp } from '../server/test/support/app';
import { createUser } from '../server/test/support/users';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const words = 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں اور وہ اپنی ثقافت پر فخر کرتے ہیں'.split(' ');
const text = Array.from({ length: 50 }, (_, i) => words[i % words.length]).join(' ');

interface Figures {
  rps: number;
  /** Process CPU (server and load generator together) per request: steadier than req/s on a shared machine. */
  cpuUs: number;
  p50: number;
  p99: number;
  non2xx: number;
  requests: number;
}

/** autocannon's per-request hook: each request under the next token of the list. */
function rotating(tokens: readonly string[]) {
  let next = 0;
  return {
    // Per request only inside `requests` (a top-level setupRequest is never called).
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  };
}

async function measure(
  url: string,
  body: string,
  headers: Record<string, string>,
  tokens: readonly string[] = [],
): Promise<Figures> {
  const cpu0 = process.cpuUsage();
  const r = await autocannon({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    connections,
    duration: seconds,
    ...(tokens.length > 1 ? rotating(tokens) : {}),
  });
  const cpu = process.cpuUsage(cpu0);
  return {
    rps: r.requests.average,
    cpuUs: (cpu.user + cpu.system) / Math.max(1, r.requests.total),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

interface PaidSetup {
  label: string;
  kind: DbKind;
  relaxedSync?: boolean;
  /** Settings for the app, e.g. TEXT_INLINE_MAX_CHARS to run the stemmer on the event loop. */
  env?: Record<string, string>;
  /** Calls go out under this many funded users' tokens in turn (default one). */
  tokens?: number;
}

/** Far above any rate the bench reaches: every call is counted, none refused. */
const COUNTED_NOT_LIMITED = '1000000000';

/** A full app on a fresh database with one funded user; measures the paid stemmer call. */
async function measurePaid(setup: PaidSetup, body: string): Promise<[string, Figures]> {
  // NORMAL must be the database's configured mode: a pragma set afterwards would leave the group
  // committer syncing the WAL itself (sqlite-wal-sync.ts), i.e. measure FULL under another name.
  const t = await createTestApp(setup.kind, {
    API_RATE_LIMIT_TEXT: COUNTED_NOT_LIMITED,
    ...(setup.relaxedSync ? { SQLITE_SYNCHRONOUS: 'NORMAL' } : {}),
    ...setup.env,
  });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < (setup.tokens ?? 1); i++) {
      const { user, accessToken } = await createUser(t.ctx);
      await deposit(t.ctx, user.id, 1_000_000_000, { by: 'bench' });
      tokens.push(accessToken);
    }
    const url = `${await listen(t.app)}/stemmer`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` };
    await autocannon({ url, method: 'POST', body, headers, duration: 1, ...rotating(tokens) }); // warm-up
    const figures = await measure(url, body, { authorization: `Bearer ${tokens[0]}` }, tokens);
    return [setup.label, figures];
  } finally {
    await t.close();
  }
}

async function bareApp(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.post('/bare', async (request) => ({
    result: 'ok',
    response: (request.body as { text: string }).text.length,
  }));
  const url = `${await listen(bare)}/bare`;
  return { url, close: () => bare.close() };
}

async function measureBare(body: string): Promise<Figures> {
  const bare = await bareApp();
  try {
    await autocannon({
      url: bare.url,
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      duration: 1,
    });
    return await measure(bare.url, body, {});
  } finally {
    await bare.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const row = (name: string, f: Figures) =>
  `${name.padEnd(48)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(5)} ms   CPU ${f.cpuUs.toFixed(0).padStart(5)} µs/req   non-2xx ${f.non2xx}`;

async function main() {
  const body = JSON.stringify({ text });
  let setups: PaidSetup[] = [
    { label: 'paid /stemmer, SQLite', kind: 'sqlite' },
    { label: 'paid /stemmer, SQLite, 500 tokens in turn', kind: 'sqlite', tokens: 500 },
    { label: 'paid /stemmer, SQLite, rate limit off', kind: 'sqlite', env: { API_RATE_LIMIT_TEXT: '0' } },
    // What recording for /metrics costs (off by default: the rows above record nothing).
    {
      label: 'paid /stemmer, SQLite, METRICS_TOKEN set',
      kind: 'sqlite',
      env: { METRICS_TOKEN: 'bench-metrics-token-0123456789' },
    },
    { label: 'paid /stemmer, SQLITE_SYNCHRONOUS=NORMAL', kind: 'sqlite', relaxedSync: true },
    // The 50-word body fits the default TEXT_INLINE_BUDGET_US, so the rows above run the stemmer
    // on the event loop; this one sends it to a text-pool thread, to price the round trip.
    {
      label: 'paid /stemmer, SQLite, engine on the pool',
      kind: 'sqlite',
      env: { TEXT_INLINE_MAX_CHARS: '0' },
    },
  ];
  if (process.env.TEST_DATABASE_URL) setups.push({ label: 'paid /stemmer, PostgreSQL', kind: 'postgres' });
  const only = process.env.BENCH_ONLY;
  if (only) setups = setups.filter((s) => s.label.includes(only));
  console.log(
    `bench/api: ${seconds} s each, ${connections} connections, loopback, 50-word stemmer body, ${rounds} rounds`,
  );
  const bare: Figures[] = [];
  const paid = new Map<string, Figures[]>(setups.map((s) => [s.label, []]));
  for (let round = 1; round <= rounds; round++) {
    const b = await measureBare(body);
    bare.push(b);
    console.log(row(`round ${round}: bare Fastify POST`, b));
    for (const setup of setups) {
      const [label, f] = await measurePaid(setup, body);
      paid.get(label)!.push(f);
      console.log(`${row(`round ${round}: ${label}`, f)}   ratio ${(f.rps / b.rps).toFixed(3)}`);
    }
  }

  // The engine alone, in process, for scale.
  const started = performance.now();
  let calls = 0;
  while (performance.now() - started < 2000) {
    stemText(text);
    calls++;
  }
  const engineRate = calls / ((performance.now() - started) / 1000);

  const bareRps = median(bare.map((f) => f.rps));
  const bareCpu = median(bare.map((f) => f.cpuUs));
  console.log(`medians of ${rounds} rounds:`);
  console.log(
    `${'bare Fastify POST'.padEnd(48)} ${bareRps.toFixed(0).padStart(7)} req/s   CPU ${bareCpu.toFixed(0).padStart(5)} µs/req`,
  );
  for (const [label, figures] of paid) {
    const rps = median(figures.map((f) => f.rps));
    const cpu = median(figures.map((f) => f.cpuUs));
    console.log(
      `${label.padEnd(48)} ${rps.toFixed(0).padStart(7)} req/s   CPU ${cpu.toFixed(0).padStart(5)} µs/req`,
    );
    console.log(
      `  ratio to bare throughput: ${(rps / bareRps).toFixed(3)}   (CPU per request, bare/paid: ${(bareCpu / cpu).toFixed(3)})`,
    );
  }
  console.log(`${'stemText alone (in process)'.padEnd(48)} ${engineRate.toFixed(0).padStart(7)} calls/s`);
}

await main();
await closeTextPools();
