/**
 * bench/api-rate-limit: what the per-token rate limit (server/src/ratelimit) costs a paid stemmer
 * call: the same call with API_RATE_LIMIT_TEXT=0 (off) and with a limit never reached, in turn,
 * BENCH_ROUNDS times, on SQLite over loopback. CPU per call (server and load generator together)
 * is steadier than req/s on a shared machine.
 *   npx tsx bench/api-rate-limit.ts      (BENCH_SECONDS=5, BENCH_CONNECTIONS=32, BENCH_ROUNDS=3)
 */
import autocannon from 'autocannon';
import { deposit } from '../server/src/billing/ledger';
import { createTestApp } from '../server/test/support/app';
import { createUser } from '../server/test/support/users';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const body = JSON.stringify({ text: 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں '.repeat(4) });

async function measure(limit: string): Promise<string> {
  const t = await createTestApp('sqlite', { API_RATE_LIMIT_TEXT: limit });
  try {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 1_000_000_000, { by: 'bench' });
    const url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/stemmer`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
    await autocannon({ url, method: 'POST', body, headers, duration: 1, connections }); // warm-up
    const cpu0 = process.cpuUsage();
    const r = await autocannon({ url, method: 'POST', body, headers, duration: seconds, connections });
    const cpu = process.cpuUsage(cpu0);
    const cpuUs = (cpu.user + cpu.system) / Math.max(1, r.requests.total);
    const label = limit === '0' ? 'limit off' : 'limit on ';
    return `${label}  ${r.requests.average.toFixed(0)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${cpuUs.toFixed(0)} µs CPU/call  non-2xx ${r.non2xx}`;
  } finally {
    await t.close();
  }
}

for (let round = 0; round < rounds; round += 1) {
  console.log(await measure('0'));
  console.log(await measure('1000000000'));
}
