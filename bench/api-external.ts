/**
 * bench/api-external: the paid stemmer measured from outside, as a client sees a deployment: real
 * `zuban serve` processes on PostgreSQL (DATABASE_URL from TEST_DATABASE_URL, a fresh database),
 * autocannon in this process, 32 connections, the 50-word body, every call counted against the
 * per-token rate limit (set far above what the bench sends). Next to it, in the same run, a bare
 * Fastify POST route in a process of its own (bench/bare-server.ts).
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/api-external.ts
 * With two processes (BENCH_PROCESSES=1,2 by default) the connections are split between two
 * targets (16 + 16), for the paid processes and two bare processes alike: a round-robin without a
 * proxy, whose own CPU would be charged to both sides on this small machine.
 * BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_CONNECTIONS (32), BENCH_LOG_LEVEL (warn; the
 * servers' LOG_LEVEL), BENCH_TOKENS (1: calls go out under this many users' tokens in turn).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  waitHealthy,
  type ZubanProcess,
  zubanCommand,
  zubanProcess,
} from '../server/test/cluster/processes';
import { createTestDb } from '../server/test/support/database';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const tokenCount = Number(process.env.BENCH_TOKENS ?? 1);
const words = 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں اور وہ اپنی ثقافت پر فخر کرتے ہیں'.split(' ');
const text = Array.from({ length: 50 }, (_, i) => words[i % words.length]).join(' ');
const body = JSON.stringify({ text });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon against each target at once, the connections split between them; req/s summed. */
async function load(urls: string[], tokens: string[], duration: number): Promise<Figures> {
  let next = 0;
  const perTarget = Math.max(1, Math.floor(connections / urls.length));
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        connections: perTarget,
        duration,
        // Per request only inside `requests` (a top-level setupRequest is never called).
        ...(tokens.length
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({
                    ...request,
                    headers: {
                      ...request.headers,
                      authorization: `Bearer ${tokens[next++ % tokens.length]}`,
                    },
                  }),
                },
              ],
            }
          : {}),
      }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const row = (name: string, f: Figures) =>
  `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(5)} ms   non-2xx ${f.non2xx}   errors ${f.errors}`;

async function main() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('bench/api-external: set TEST_DATABASE_URL (PostgreSQL) to run it');
    return;
  }
  const db = await createTestDb('postgres');
  const env: Record<string, string> = {
    DATABASE_URL: db.url ?? '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-bench-')),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SMTP_URL: '',
    API_RATE_LIMIT_TEXT: '1000000000',
  };
  const tokens: string[] = [];
  for (let i = 0; i < tokenCount; i++) {
    const created = (await zubanCommand(
      [
        'user',
        'create',
        '--email',
        `bench${i}@bench.test`,
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
    tokens.push(created.accessToken);
  }
  const maxProcesses = Math.max(...processCounts);
  const apis: { proc: ZubanProcess; url: string }[] = [];
  for (let i = 0; i < maxProcesses; i++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    apis.push({
      proc: zubanProcess(`api${i}`, ['serve'], { ...env, PORT: String(port), PUBLIC_URL: url }),
      url,
    });
  }
  const bares: { url: string; child: ChildProcess }[] = [];
  try {
    for (const api of apis) api.proc.start();
    await Promise.all(apis.map((a) => waitHealthy(`${a.url}/healthz`, a.proc)));
    for (let i = 0; i < maxProcesses; i++) bares.push(await startBare());
    for (const api of apis) {
      const probe = await fetch(`${api.url}/stemmer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
        body,
      });
      if (probe.status !== 200) throw new Error(`paid call answered ${probe.status}: ${await probe.text()}`);
    }
    console.log(
      `bench/api-external: ${seconds} s each, ${connections} connections, 50-word /stemmer on PostgreSQL, ` +
        `${tokenCount} token(s), LOG_LEVEL=${env.LOG_LEVEL}, ${rounds} rounds`,
    );
    const figures = new Map<string, Figures[]>();
    const keep = (label: string, f: Figures) => {
      figures.set(label, [...(figures.get(label) ?? []), f]);
    };
    for (let round = 1; round <= rounds; round++) {
      for (const n of processCounts) {
        const bareUrls = bares.slice(0, n).map((b) => b.url);
        const paidUrls = apis.slice(0, n).map((a) => `${a.url}/stemmer`);
        await load(bareUrls, [], 1);
        const bare = await load(bareUrls, [], seconds);
        keep(`bare x${n}`, bare);
        console.log(row(`round ${round}: bare Fastify x${n}`, bare));
        await load(paidUrls, tokens, 1);
        const paid = await load(paidUrls, tokens, seconds);
        keep(`paid x${n}`, paid);
        console.log(
          `${row(`round ${round}: paid /stemmer x${n}`, paid)}   ratio ${(paid.rps / bare.rps).toFixed(3)}`,
        );
      }
    }
    console.log(`medians of ${rounds} rounds:`);
    for (const n of processCounts) {
      const bare = figures.get(`bare x${n}`)!;
      const paid = figures.get(`paid x${n}`)!;
      const bareRps = median(bare.map((f) => f.rps));
      const paidRps = median(paid.map((f) => f.rps));
      console.log(
        `${`${n} process(es)`.padEnd(14)} bare ${bareRps.toFixed(0).padStart(6)} req/s (p99 ${median(bare.map((f) => f.p99))} ms)   ` +
          `paid ${paidRps.toFixed(0).padStart(6)} req/s (p50 ${median(paid.map((f) => f.p50))} ms, p99 ${median(paid.map((f) => f.p99))} ms)   ` +
          `ratio ${(paidRps / bareRps).toFixed(3)}`,
      );
    }
  } finally {
    for (const b of bares) b.child.kill('SIGTERM');
    await Promise.all(apis.map((a) => a.proc.stop()));
    await db.drop();
  }
}

await main();
