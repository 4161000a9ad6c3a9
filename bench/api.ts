/**
 * bench/api: throughput and latency of a paid stemmer call (50 Urdu words, access token, SQLite)
 * next to a bare Fastify JSON route, in the same run, over loopback.
 *   npx tsx bench/api.ts            (BENCH_SECONDS=10, BENCH_CONNECTIONS=32)
 * The paid call does everything a real one does: token look-up, validation, pricing, the debit
 * transaction with job and ledger rows, the stemmer, the job update and the JSON answer.
 */
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { deposit } from '../server/src/billing/ledger';
import { createTestApp } from '../server/src/testing/app';
import { createUser } from '../server/src/testing/users';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const words = 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں اور وہ اپنی ثقافت پر فخر کرتے ہیں'.split(' ');
const text = Array.from({ length: 50 }, (_, i) => words[i % words.length]).join(' ');

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  requests: number;
}

async function measure(url: string, body: string, headers: Record<string, string>): Promise<Figures> {
  const r = await autocannon({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    connections,
    duration: seconds,
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.post('/bare', async (request) => ({
    result: 'ok',
    response: (request.body as { text: string }).text.length,
  }));
  const bareUrl = await listen(bare);

  const t = await createTestApp('sqlite');
  const { user, accessToken } = await createUser(t.ctx);
  await deposit(t.ctx, user.id, 1_000_000_000, { by: 'bench' });
  const paidUrl = await listen(t.app);

  const body = JSON.stringify({ text });
  // Warm both (JIT, SQLite page cache) before measuring.
  await autocannon({
    url: `${bareUrl}/bare`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    duration: 1,
  });
  const auth = { authorization: `Bearer ${accessToken}` };
  await autocannon({
    url: `${paidUrl}/stemmer`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...auth },
    duration: 1,
  });

  const b = await measure(`${bareUrl}/bare`, body, {});
  const p = await measure(`${paidUrl}/stemmer`, body, auth);
  const jobs = await t.ctx.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

  const row = (name: string, f: Figures) =>
    `${name.padEnd(28)} ${f.rps.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   non-2xx ${f.non2xx}`;
  console.log(`bench/api: ${seconds} s each, ${connections} connections, loopback, 50-word stemmer body`);
  console.log(row('bare Fastify POST', b));
  console.log(row('paid /stemmer (SQLite)', p));
  console.log(`ratio paid/bare throughput: ${(p.rps / b.rps).toFixed(3)} (${Number(jobs.n)} jobs charged)`);

  await bare.close();
  await t.close();
}

await main();
