/**
 * bench/ocr-queue: OCR lines per second through the engine queue (BullMQ) with one and with two
 * real `zuban worker --queues ocr` processes, and what the queue adds per job against running
 * the same OCR in the API process. Paid /ocr calls (one rendered Nastaliq line each) go through
 * the full app in this process (app.inject: no HTTP, so only the queue differs between rows).
 *   npx tsx bench/ocr-queue.ts   (REDIS_URL, default redis://127.0.0.1:6379; skipped if unreachable)
 * BENCH_CALLS (24): calls sent all at once per row, after BENCH_SEQUENTIAL (12) one at a time.
 * BENCH_WORKER_CONCURRENCY (1): QUEUE_CONCURRENCY_OCR of each worker and of the in-process row,
 * so that "two workers" means twice the OCR runs at a time.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { deposit } from '../server/src/billing/ledger';
import { closeEngineQueue } from '../server/src/jobs/queue/index';
import { dropQueueKeys, reachableTestRedis } from '../server/src/jobs/queue/testing';
import { type ZubanProcess, zubanProcess } from '../server/test/cluster/processes';
import { createTestApp } from '../server/test/support/app';
import { createUser } from '../server/test/support/users';

const calls = Number(process.env.BENCH_CALLS ?? 24);
const sequentialCalls = Number(process.env.BENCH_SEQUENTIAL ?? 12);
const concurrency = process.env.BENCH_WORKER_CONCURRENCY ?? '1';
process.env.TEST_REDIS_URL ??= process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function lineImage(): string {
  const png = join(mkdtempSync(join(tmpdir(), 'ocr-queue-')), 'line.png');
  execFileSync('pango-view', [
    '--no-display',
    '--font=Noto Nastaliq Urdu 20',
    '--dpi=300',
    '--margin=30',
    `--output=${png}`,
    '--text=پاکستان کا دارالحکومت اسلام آباد ہے',
  ]);
  return readFileSync(png).toString('base64');
}

async function startWorkers(count: number, env: Record<string, string>): Promise<ZubanProcess[]> {
  const workers = Array.from({ length: count }, (_, i) =>
    zubanProcess(`worker${i}`, ['worker', '--queues', 'ocr'], env),
  );
  for (const w of workers) w.start();
  const deadline = Date.now() + 120_000;
  for (const w of workers) {
    while (!w.tail().includes('"worker":"ready"')) {
      if (!w.running() || Date.now() > deadline) throw new Error(`${w.name} did not start:\n${w.tail()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return workers;
}

interface Row {
  label: string;
  sequentialP50: number;
  sequentialP95: number;
  linesPerSecond: number;
}

async function measure(label: string, image: string, workerCount: number, redisUrl?: string): Promise<Row> {
  const prefix = `bench-ocr-${randomBytes(4).toString('hex')}`;
  const queueEnv: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {};
  const env = { ...queueEnv, QUEUE_CONCURRENCY_OCR: concurrency, API_RATE_LIMIT_OCR: '0' };
  const t = await createTestApp('sqlite', env);
  const workers = redisUrl
    ? await startWorkers(workerCount, {
        ...env,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'ocr-worker-')),
        LOG_LEVEL: 'warn',
      })
    : [];
  try {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 100_000_000, { by: 'bench' });
    const call = async () => {
      const start = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/ocr', payload: { image, accessToken } });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return performance.now() - start;
    };
    await call(); // warm: models loaded, queue connections open
    const sequential: number[] = [];
    for (let i = 0; i < sequentialCalls; i++) sequential.push(await call());
    sequential.sort((a, b) => a - b);
    const started = performance.now();
    await Promise.all(Array.from({ length: calls }, call));
    const seconds = (performance.now() - started) / 1000;
    return {
      label,
      sequentialP50: pct(sequential, 0.5),
      sequentialP95: pct(sequential, 0.95),
      linesPerSecond: calls / seconds,
    };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await closeEngineQueue(t.ctx, 0);
    await t.close();
    if (redisUrl) await dropQueueKeys(redisUrl, prefix);
  }
}

const print = (r: Row) =>
  console.log(
    `${r.label.padEnd(28)} one at a time p50 ${r.sequentialP50.toFixed(0).padStart(5)} ms, p95 ${r.sequentialP95.toFixed(0).padStart(5)} ms;   ${calls} at once: ${r.linesPerSecond.toFixed(2)} lines/s`,
  );

const redisUrl = await reachableTestRedis();
const image = lineImage();
console.log(
  `bench/ocr-queue: one Nastaliq line per call, QUEUE_CONCURRENCY_OCR=${concurrency} per process, ${sequentialCalls} calls one at a time then ${calls} at once`,
);
const inProcess = await measure('in the API process', image, 0);
print(inProcess);
if (redisUrl) {
  for (const n of [1, 2]) {
    const row = await measure(`BullMQ, ${n} worker process${n > 1 ? 'es' : ''}`, image, n, redisUrl);
    print(row);
    if (n === 1)
      console.log(
        `  queue overhead per job (one at a time, p50): ${(row.sequentialP50 - inProcess.sequentialP50).toFixed(0)} ms`,
      );
  }
} else console.log('BullMQ rows skipped: Redis is not reachable');
process.exit(0);
