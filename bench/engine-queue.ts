/**
 * bench/engine-queue: what the engine queue adds to a heavy call. Paid TTS calls (espeak-ng, the
 * real engine) one after another, then all at once, in-process and on BullMQ with a worker in
 * this process (REDIS_URL, default redis://127.0.0.1:6379; skipped if unreachable).
 *   npx tsx bench/engine-queue.ts     (BENCH_CALLS=40)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { deposit } from '../server/src/billing/ledger';
import { startQueueWorkers } from '../server/src/jobs/queue/bullmq-worker';
import { closeEngineQueue } from '../server/src/jobs/queue/index';
import { queueSettings } from '../server/src/jobs/queue/settings';
import { dropQueueKeys, reachableTestRedis } from '../server/src/jobs/queue/testing';
import { boundServices } from '../server/src/language/registry';
import { createTestApp } from '../server/test/support/app';
import { createUser } from '../server/test/support/users';

const calls = Number(process.env.BENCH_CALLS ?? 40);
process.env.TEST_REDIS_URL ??= process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function run(mode: 'in-process' | 'bullmq', redisUrl: string | undefined) {
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> =
    mode === 'bullmq' && redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {};
  const t = await createTestApp('sqlite', env);
  const workers =
    mode === 'bullmq' && redisUrl
      ? startQueueWorkers(t.ctx, {
          settings: queueSettings(t.ctx.config),
          redisUrl,
          families: ['tts'],
          bindings: boundServices,
        })
      : undefined;
  const { user, accessToken } = await createUser(t.ctx);
  await deposit(t.ctx, user.id, 10_000_000, { by: 'test' });
  const call = async () => {
    const start = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/tts',
      payload: { text: 'سلام دنیا', accessToken },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return performance.now() - start;
  };
  await call(); // warm
  const sequential: number[] = [];
  for (let i = 0; i < calls; i++) sequential.push(await call());
  sequential.sort((a, b) => a - b);
  const startAll = performance.now();
  await Promise.all(Array.from({ length: calls }, call));
  const wall = performance.now() - startAll;
  console.log(
    `${mode.padEnd(10)} sequential p50 ${pct(sequential, 0.5).toFixed(1)} ms, p95 ${pct(sequential, 0.95).toFixed(1)} ms; ${calls} at once: ${(calls / (wall / 1000)).toFixed(1)} calls/s`,
  );
  await workers?.close(1000);
  await closeEngineQueue(t.ctx, 0);
  await t.close();
  if (redisUrl && mode === 'bullmq') await dropQueueKeys(redisUrl, prefix);
}

const redisUrl = await reachableTestRedis();
await run('in-process', undefined);
if (redisUrl) await run('bullmq', redisUrl);
process.exit(0);
