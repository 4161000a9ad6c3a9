/**
 * bench/api-sizes: the paid text path at the sizes people send (#35). For the stemmer at 200, 1,000
 * and 3,000 characters and POS and language identification at 1,000, each paid call next to a bare
 * Fastify POST route with the same body, in the same run: req/s, ratio, p99 and CPU per request.
 * Those bodies repeat one news article; two more rows send the stemmer and POS 3,000 different
 * 1,000-character texts of ../shared/data's corpus in turn (skipped when the data is absent).
 *   npx tsx bench/api-sizes.ts   (BENCH_MODE=both|external|inprocess, BENCH_SECONDS=5,
 *                                 BENCH_CONNECTIONS=32, BENCH_ONLY=<label word>, BENCH_SMALL=0,
 *                                 TEXT_* settings, given to the server too)
 * external: a real `zuban serve` process on SQLite (fresh DATA_DIR) and bench/bare-server.ts, each a
 * process of its own, autocannon here; CPU per request is the server process's own (/proc, pool
 * threads included), so the load generator's share is not in it. in-process: the app and the bare
 * route in this process (the server's pool and inline engines started as `serve` starts them); CPU
 * per request is this whole process's, load generator included. Then (item 4) the p99 of small
 * paid calls (50-word stemmer, 8 connections) idle and while 3,000-character spell and POS calls
 * run. The load average is printed beside each row: on a shared machine it says how far to trust
 * a req/s figure; CPU per request moves much less with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { deposit } from '../server/src/billing/ledger';
import { textModelFiles } from '../server/src/language/text-pool/model-files';
import { closeTextPools } from '../server/src/language/text-pool/pool';
import { startTextPool } from '../server/src/language/text-pool/warm';
import { startInlineEngines } from '../server/src/language/text-pool/warm-inline';
import { freePort, repoRoot, waitHealthy, zubanCommand } from '../server/test/cluster/processes';
import { createTestApp } from '../server/test/support/app';
import { createUser } from '../server/test/support/users';
import { prose } from './urdu-prose';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const mode = process.env.BENCH_MODE ?? 'both';
const only = process.env.BENCH_ONLY;
/** BENCH_SMALL=0 skips the small-calls-under-load part. */
const smallPart = process.env.BENCH_SMALL !== '0';
/** Far above any rate the bench reaches: every call is counted, none refused. */
const COUNTED_NOT_LIMITED = '1000000000';

interface Case {
  label: string;
  path: string;
  text: string;
  /** Texts sent in turn, one per request (the repeated article is `text`: every word a cache hit). */
  texts?: string[];
}

const corpusFile = resolve(import.meta.dirname, '../../shared/data/corpus/urdu-wikipedia-sentences.txt');

/**
 * Distinct texts of about n characters from ../shared/data's corpus (Wikipedia sentences, in
 * order): what users send is not one article repeated, and words an engine has not seen cost it far
 * more than repeated ones. Empty when the data is absent.
 */
function corpusTexts(n: number, count: number): string[] {
  if (!existsSync(corpusFile)) return [];
  const sentences = readFileSync(corpusFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const texts: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (texts.length === count) break;
    current = current === '' ? sentence.trim() : `${current} ${sentence.trim()}`;
    if (current.length >= n) {
      texts.push(current.slice(0, current.lastIndexOf(' ', n)).trim());
      current = '';
    }
  }
  return texts;
}

const wiki1000 = corpusTexts(1000, 3000);

const allCases: Case[] = [
  { label: 'stemmer, 200 characters', path: '/stemmer', text: prose(200) },
  { label: 'stemmer, 1,000 characters', path: '/stemmer', text: prose(1000) },
  { label: 'stemmer, 3,000 characters', path: '/stemmer', text: prose(3000) },
  { label: 'POS, 1,000 characters', path: '/postagger', text: prose(1000) },
  { label: 'language id, 1,000 characters', path: '/langid', text: prose(1000) },
  ...(wiki1000.length > 0
    ? [
        {
          label: `stemmer, 1,000 characters, ${wiki1000.length} different Wikipedia texts`,
          path: '/stemmer',
          text: wiki1000[0] ?? '',
          texts: wiki1000,
        },
        {
          label: `POS, 1,000 characters, ${wiki1000.length} different Wikipedia texts`,
          path: '/postagger',
          text: wiki1000[0] ?? '',
          texts: wiki1000,
        },
      ]
    : []),
];
if (wiki1000.length === 0)
  console.log(`(${corpusFile} is absent: the rows of different Wikipedia texts are skipped)`);
const cases = only ? allCases.filter((c) => c.label.includes(only)) : allCases;

const words = 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں اور وہ اپنی ثقافت پر فخر کرتے ہیں'.split(' ');
const smallText = Array.from({ length: 50 }, (_, i) => words[i % words.length]).join(' ');
const largeText = prose(3000);

interface Figures {
  rps: number;
  p99: number;
  non2xx: number;
  /** CPU per request in µs: the server process's (external) or this process's (in-process). */
  cpuUs: number;
  load: number;
}

/** CPU time (user + system, µs) a process has used so far, all its threads. */
type CpuClock = () => number;

const selfCpu: CpuClock = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** utime + stime of a Linux process, from /proc (clock ticks of 10 ms: fine over seconds of load). */
function procCpu(pid: number): CpuClock {
  return () => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  };
}

async function measure(
  url: string,
  body: string | string[],
  token: string | undefined,
  cpu: CpuClock,
  duration = seconds,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const bodies = typeof body === 'string' ? [body] : body;
  let next = 0;
  // One body after another, a different one per request when there are several.
  const requests = [
    {
      setupRequest: (request: autocannon.Request) => {
        request.body = bodies[next++ % bodies.length];
        return request;
      },
    },
  ];
  const cpu0 = cpu();
  const r = await autocannon({ url, method: 'POST', headers, connections, duration, requests });
  const used = cpu() - cpu0;
  const figures: Figures = {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
    cpuUs: used / Math.max(1, r.requests.total),
    load: loadavg()[0] ?? 0,
  };
  return figures;
}

interface Target {
  paidBase: string;
  bareUrl: string;
  token: string;
  paidCpu: CpuClock;
  bareCpu: CpuClock;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function table(title: string, target: Target): Promise<void> {
  console.log(`\n${title}: ${seconds} s each, ${connections} connections`);
  console.log(
    '| paid call | paid req/s | bare req/s | ratio | paid p99 | bare p99 | paid CPU µs/req | bare CPU µs/req | load avg | non-2xx |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const c of cases) {
    const body = c.texts ? c.texts.map((text) => JSON.stringify({ text })) : JSON.stringify({ text: c.text });
    const first = typeof body === 'string' ? body : (body[0] ?? '');
    const paidUrl = `${target.paidBase}${c.path}`;
    const probe = await fetch(paidUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: first,
    });
    if (probe.status !== 200) throw new Error(`${c.path} answered ${probe.status}: ${await probe.text()}`);
    await measure(target.bareUrl, body, undefined, target.bareCpu, 1); // warm-up
    const bare = await measure(target.bareUrl, body, undefined, target.bareCpu);
    await measure(paidUrl, body, target.token, target.paidCpu, 1);
    const paid = await measure(paidUrl, body, target.token, target.paidCpu);
    console.log(
      `| ${c.label} (${c.text.length}) | ${fmt(paid.rps)} | ${fmt(bare.rps)} | ${(paid.rps / bare.rps).toFixed(2)} | ${paid.p99} ms | ${bare.p99} ms | ${fmt(paid.cpuUs)} | ${fmt(bare.cpuUs)} | ${bare.load.toFixed(1)} / ${paid.load.toFixed(1)} | ${paid.non2xx} |`,
    );
  }
}

/** Clients that each send 3,000-character spell and POS calls back to back until stopped. */
function largeLoad(base: string, token: string, clients = 2) {
  let running = true;
  let calls = 0;
  const statuses = new Map<number, number>();
  const client = async (path: string) => {
    while (running) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ text: largeText }),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      calls++;
    }
  };
  const running_ = Array.from({ length: clients }, (_, i) => client(i % 2 ? '/postagger' : '/spell_checker'));
  return async () => {
    running = false;
    await Promise.all(running_);
    return { calls, statuses: Object.fromEntries(statuses) };
  };
}

async function smallUnderLoad(title: string, target: Target): Promise<void> {
  const small = async () => {
    const r = await autocannon({
      url: `${target.paidBase}/stemmer`,
      method: 'POST',
      body: JSON.stringify({ text: smallText }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      connections: 8,
      duration: seconds,
    });
    return { rps: r.requests.average, p99: r.latency.p99, load: loadavg()[0] ?? 0 };
  };
  const idle = await small();
  const stop = largeLoad(target.paidBase, target.token);
  const loaded = await small();
  const large = await stop();
  console.log(
    `${title}, small calls (50-word /stemmer, 8 connections): idle p99 ${idle.p99} ms (${fmt(idle.rps)} req/s, load ${idle.load.toFixed(1)}), ` +
      `while 3,000-character spell + POS calls run p99 ${loaded.p99} ms (${fmt(loaded.rps)} req/s, load ${loaded.load.toFixed(1)}); ` +
      `loaded/idle ${(loaded.p99 / idle.p99).toFixed(2)} (goal ≤ 2); large calls ${large.calls} ${JSON.stringify(large.statuses)}`,
  );
}

async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bare-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) done();
    });
    child.once('exit', (code) => fail(new Error(`bare server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/bare`, child };
}

async function external(): Promise<void> {
  const env: Record<string, string> = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-bench-sizes-')),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    API_RATE_LIMIT_TEXT: COUNTED_NOT_LIMITED,
  };
  const created = (await zubanCommand(
    [
      'user',
      'create',
      '--email',
      'bench@bench.test',
      '--password',
      'Bench#2026x',
      '--first-name',
      'Bench',
      '--balance',
      '10000000',
      '--confirmed',
    ],
    env,
  )) as { accessToken: string };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // `node --import tsx server/src/cli/main.ts serve` is what `npm run zuban -- serve` runs, without
  // npm's process in between: its pid is the server's, for /proc.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/main.ts', 'serve'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: base },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const bare = await startBare();
  try {
    await waitHealthy(`${base}/healthz`, undefined);
    const target: Target = {
      paidBase: base,
      bareUrl: bare.url,
      token: created.accessToken,
      paidCpu: procCpu(server.pid ?? 0),
      bareCpu: procCpu(bare.child.pid ?? 0),
    };
    await table('from outside: `zuban serve` (SQLite) and a bare Fastify process', target);
    if (smallPart) await smallUnderLoad('from outside', target);
  } finally {
    bare.child.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function inProcess(): Promise<void> {
  const t = await createTestApp('sqlite', {
    API_RATE_LIMIT_TEXT: COUNTED_NOT_LIMITED,
    TEXT_TASK_TIMEOUT_MS: '10000',
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('TEXT_'))),
  });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async (request) => ({
    result: 'ok',
    response: (request.body as { text: string }).text.length,
  }));
  try {
    await startTextPool(t.ctx.config);
    await startInlineEngines(textModelFiles(t.ctx.config));
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 100_000_000_000, { by: 'bench' });
    const target: Target = {
      paidBase: await t.app.listen({ host: '127.0.0.1', port: 0 }),
      bareUrl: `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare`,
      token: accessToken,
      paidCpu: selfCpu,
      bareCpu: selfCpu,
    };
    await table('in-process: the app and a bare Fastify route in this process', target);
    if (smallPart) await smallUnderLoad('in-process', target);
  } finally {
    await bare.close();
    await t.close();
    await closeTextPools();
  }
}

console.log(
  `bench/api-sizes on ${process.env.TEXT_POOL_THREADS ?? 'default'} pool threads; load average at start ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (mode === 'both' || mode === 'external') await external();
if (mode === 'both' || mode === 'inprocess') await inProcess();
