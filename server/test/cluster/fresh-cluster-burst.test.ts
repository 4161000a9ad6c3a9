/**
 * Issue #34 item 6: a fresh cluster (two API processes and one worker on PostgreSQL and Redis)
 * answered 9 of a burst of 12 paid OCR and TTS calls `409 job_cancelled`, though nobody cancelled.
 * The skipping worker's database did not hold the job's row: it was a worker of another
 * deployment (a leftover cluster, another test run) taking jobs from the same Redis under the same
 * QUEUE_PREFIX, and it read "no running row" as "cancelled". Here, round after round, a fresh
 * cluster (its own database and prefix) meets such a leftover worker, started first and idle, and
 * every call of every burst must answer 200, charged once, the books straight.
 * The parts run in this test process, each with its own database pool, Redis connections and
 * queue, as separate processes would: `serve` processes would spend a minute loading text models
 * this burst never uses. Runs where PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL) are.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { type AppContext, createAppContext } from '../../src/context';
import { openDatabase } from '../../src/db/database';
import { type QueueWorkers, startQueueWorkers } from '../../src/jobs/queue/bullmq-worker';
import { closeEngineQueue } from '../../src/jobs/queue/index';
import { queueSettings } from '../../src/jobs/queue/settings';
import { dropQueueKeys, reachableTestRedis } from '../../src/jobs/queue/testing';
import { ocrBinding } from '../../src/language/bindings/ocr';
import { ttsBinding } from '../../src/language/bindings/tts';
import { createTestDb, type TestDb } from '../support/database';
import { answeredJobViolations, ledgerViolations } from '../support/ledger-invariants';
import { fundedUser } from '../support/money';
import { renderUrduPage } from '../support/urdu-page';

const redisUrl = await reachableTestRedis();
const skip = !process.env.TEST_DATABASE_URL || !redisUrl;
/** Fresh clusters, one burst each, while the time allows (CI runs this on 2 cores): at least one. */
const MAX_ROUNDS = Number(process.env.BURST_ROUNDS ?? 5);
const ROUNDS_BUDGET_MS = 40_000;
const CALLS = 12;
const AT_ONCE = 6;
const secret = randomBytes(32).toString('hex');

interface Part {
  ctx: AppContext;
  close: () => Promise<void>;
}

describe.skipIf(skip)('a fresh cluster and a burst of paid OCR and TTS calls', () => {
  const parts: Part[] = [];
  const dbs: TestDb[] = [];
  const prefixes: string[] = [];

  afterEach(async () => {
    for (const part of parts.splice(0).reverse()) await part.close();
    for (const db of dbs.splice(0)) await db.drop();
    for (const prefix of prefixes.splice(0)) await dropQueueKeys(redisUrl ?? '', prefix);
  });

  /** One process's share: its settings, its own pool on the deployment's database. */
  function processContext(url: string, prefix: string): AppContext {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-burst-')),
      LOG_LEVEL: 'silent',
      STAFF_EMAIL_DOMAIN: 'staff.zuban.test',
      // One secret for the whole deployment, so every process reads every token.
      SESSION_SECRET: secret,
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: prefix,
      API_RATE_LIMIT_OCR: '1000000',
      API_RATE_LIMIT_TTS: '1000000',
    });
    const { db, kind } = openDatabase({ url, sqliteFile: join(config.dataDir, 'unused.sqlite') });
    return createAppContext({ config, db, dbKind: kind });
  }

  async function apiProcess(url: string, prefix: string): Promise<string> {
    const ctx = processContext(url, prefix);
    const app: FastifyInstance = await buildApp(ctx, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    parts.push({
      ctx,
      // Calls still waiting are given up first, so that closing the server does not wait for them.
      close: async () => {
        await closeEngineQueue(ctx, 0);
        await app.close();
        await ctx.db.destroy();
      },
    });
    const address = app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  function workerProcess(url: string, prefix: string, warnings: string[]): QueueWorkers {
    const ctx = processContext(url, prefix);
    const workers = startQueueWorkers(ctx, {
      settings: queueSettings(ctx.config),
      redisUrl: redisUrl ?? '',
      families: ['ocr', 'tts'],
      bindings: [ocrBinding, ttsBinding],
      onError: (error) => warnings.push(error.message),
    });
    parts.push({
      ctx,
      close: async () => {
        await Promise.all(workers.workers.map((w) => w.close(true)));
        await ctx.db.destroy();
      },
    });
    return workers;
  }

  it(`answers every call of up to ${MAX_ROUNDS} bursts of ${CALLS}, ${AT_ONCE} at a time, beside another deployment's worker`, async () => {
    const image = (await renderUrduPage(['پاکستان کا دارالحکومت اسلام آباد ہے'])).toString('base64');
    const started = Date.now();
    const warnings: string[] = [];
    const statuses: Record<string, number> = {};
    let round = 0;
    for (; round < MAX_ROUNDS && (round === 0 || Date.now() - started < ROUNDS_BUDGET_MS); round++) {
      const prefix = `zb-${randomBytes(4).toString('hex')}`;
      prefixes.push(prefix);
      const [mine, theirs] = [await createTestDb('postgres'), await createTestDb('postgres')];
      dbs.push(mine, theirs);
      // The other deployment's worker is up first and idle: it takes the first jobs.
      const leftover = workerProcess(theirs.url ?? '', prefix, warnings);
      await Promise.all(leftover.workers.map((w) => w.waitUntilReady()));
      const apis = [await apiProcess(mine.url ?? '', prefix), await apiProcess(mine.url ?? '', prefix)];
      const worker = workerProcess(mine.url ?? '', prefix, []);
      await Promise.all(worker.workers.map((w) => w.waitUntilReady()));
      const payer = processContext(mine.url ?? '', prefix);
      const { accessToken } = await fundedUser(payer, 1_000_000);
      await payer.db.destroy();

      const answered: { jobId: string; costMilli: number }[] = [];
      let next = 0;
      const lane = async () => {
        while (next < CALLS) {
          const n = next++;
          const ocr = n % 2 === 0;
          const body = ocr
            ? { image, dpi_val: 300, performance: 1, fontsize: 20, accessToken }
            : { text: 'پاکستان ایک خوبصورت ملک ہے', accessToken };
          const res = await fetch(`${apis[n % apis.length]}${ocr ? '/ocr' : '/tts'}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const answer = (await res.json()) as { code?: string; jobId?: string; cost?: number };
          const key = `${ocr ? 'ocr' : 'tts'} ${res.status}${answer.code ? ` ${answer.code}` : ''}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          if (res.status === 200 && answer.jobId)
            answered.push({ jobId: answer.jobId, costMilli: Math.round((answer.cost ?? 0) * 1000) });
        }
      };
      const burstStarted = Date.now();
      await Promise.all(Array.from({ length: AT_ONCE }, lane));
      console.log(`round ${round + 1}: burst ${Date.now() - burstStarted} ms`, JSON.stringify(statuses));
      expect(answered, JSON.stringify(statuses)).toHaveLength(CALLS);
      expect(await ledgerViolations(mine.db)).toEqual([]);
      expect(await answeredJobViolations(mine.db, answered)).toEqual([]);
      // This round's cluster goes; the next one starts fresh.
      for (const part of parts.splice(0).reverse()) await part.close();
    }
    console.log(
      `fresh-cluster bursts: ${round} x ${CALLS} calls in ${Date.now() - started} ms`,
      JSON.stringify(statuses),
      `hand-back warnings: ${warnings.length}`,
    );
    expect(warnings.some((w) => w.includes('QUEUE_PREFIX='))).toBe(true);
  }, 90_000);
});
