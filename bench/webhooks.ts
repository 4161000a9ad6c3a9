/**
 * bench/webhooks: asynchronous jobs end to end with signed webhooks. BENCH_JOBS (default 1,000)
 * paid stemmer calls submitted with `Prefer: respond-async` and a callbackUrl on a local receiver;
 * prints the submission rate, and for the webhooks the latency from the job's end (finishedAt) to
 * the receiver's arrival, p50/p99.
 *   npm run bench -- webhooks            (BENCH_JOBS=1000, SQLite, in this process)
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../server/test/support/app';
import { fundedUser } from '../server/test/support/money';

const jobs = Number(process.env.BENCH_JOBS ?? 1000);
const text = 'پاکستان کا دارالحکومت اسلام آباد ہے اور یہ ایک خوبصورت شہر ہے';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const arrivals = new Map<string, number>();
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      const { data } = JSON.parse(body) as { data: { id: string; finishedAt: number } };
      arrivals.set(data.id, Date.now() - data.finishedAt);
      res.end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const { port } = receiver.address() as AddressInfo;
  const t = await createTestApp('sqlite', {
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    ASYNC_POLL_MS: '100',
    ASYNC_CONCURRENCY: '4',
    ASYNC_MAX_PENDING_PER_USER: String(jobs + 1),
  });
  const { accessToken } = await fundedUser(t.ctx, jobs * 1000);
  const headers = { authorization: `Bearer ${accessToken}`, prefer: 'respond-async' };
  await t.app.inject({ method: 'PUT', url: '/v1/webhooks', payload: {}, headers });

  const started = performance.now();
  for (let i = 0; i < jobs; i += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text, callbackUrl: `http://127.0.0.1:${port}/hook` },
      headers,
    });
    if (res.statusCode !== 202) throw new Error(`${res.statusCode} ${res.body}`);
  }
  const submitSeconds = (performance.now() - started) / 1000;
  const deadline = Date.now() + 10 * 60_000;
  while (arrivals.size < jobs && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const allSeconds = (performance.now() - started) / 1000;
  const afterFinish = [...arrivals.values()].sort((a, b) => a - b);
  console.log(
    `${jobs} asynchronous stemmer calls: submitted at ${(jobs / submitSeconds).toFixed(0)}/s; all ${arrivals.size} webhooks in ${allSeconds.toFixed(1)} s`,
  );
  console.log(
    `webhook latency after the job ended: p50 ${pct(afterFinish, 0.5)} ms, p99 ${pct(afterFinish, 0.99)} ms, max ${afterFinish.at(-1)} ms`,
  );
  await t.close();
  receiver.close();
}

await main();
