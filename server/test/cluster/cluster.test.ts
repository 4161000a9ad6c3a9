/**
 * The scale-out proof (issue #21): nginx in front of two API processes and two engine workers on
 * PostgreSQL and Redis, 60 s of mixed paid load (text, OCR, TTS), one worker and one API process
 * killed with SIGKILL mid-run and started again. Afterwards the books must be straight: every 200
 * answer names a succeeded job charged once, every failed job is refunded once, no job is left
 * running, every user's ledger sums to their balance, and no call answered 500.
 * Runs where PostgreSQL (TEST_DATABASE_URL), Redis (TEST_REDIS_URL) and nginx are; skips otherwise.
 * CLUSTER_TEST_SECONDS shortens the load for a quick local run.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../support/database';
import { answeredJobViolations, ledgerViolations } from '../support/ledger-invariants';
import { type CallOutcome, runMixedLoad, tally } from './mixed-load';
import { nginxMissing, type RunningNginx, startNginx } from './nginx';
import {
  freePort,
  waitForWorkers,
  waitHealthy,
  type ZubanProcess,
  zubanCommand,
  zubanProcess,
} from './processes';

const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set (PostgreSQL)'
  : !redisUrl
    ? 'TEST_REDIS_URL is not set (Redis)'
    : nginxMissing();
if (skipReason) console.log(`cluster test skipped: ${skipReason}`);

const SECONDS = Number(process.env.CLUSTER_TEST_SECONDS ?? 60);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skipReason !== undefined)('cluster: nginx, two API processes, two workers', () => {
  let db: TestDb;
  let nginx: RunningNginx | undefined;
  const apis: { proc: ZubanProcess; url: string }[] = [];
  const workers: ZubanProcess[] = [];
  const tokens: string[] = [];
  let ocrImage = '';

  beforeAll(async () => {
    db = await createTestDb('postgres');
    const dataDir = mkdtempSync(join(tmpdir(), 'zuban-cluster-'));
    const env: Record<string, string> = {
      DATABASE_URL: db.url ?? '',
      REDIS_URL: redisUrl ?? '',
      QUEUE_PREFIX: `cluster-${randomBytes(4).toString('hex')}`,
      // One shared volume for uploads and spilled payloads; one secret so every process reads every token.
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // Short deadlines and a fast sweep, so that the jobs a killed process leaves are settled in
      // seconds rather than the production minutes.
      ENGINE_TIMEOUT_MS: '20000',
      STALE_JOB_GRACE_MS: '2000',
      STALE_SWEEP_INTERVAL_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '3000',
      QUEUE_LOCK_DURATION_MS: '6000',
      SHUTDOWN_GRACE_MS: '5000',
      // The per-token limits stay on (their shared counters go through the cluster too) but far
      // above this load, which is about the cluster, not about one client's fair share.
      API_RATE_LIMIT_TEXT: '1000000',
      API_RATE_LIMIT_OCR: '1000000',
      API_RATE_LIMIT_TTS: '1000000',
    };
    for (let i = 0; i < 3; i++) {
      const created = (await zubanCommand(
        [
          'user',
          'create',
          '--email',
          `load${i}@cluster.test`,
          '--password',
          'Cluster#2026',
          '--first-name',
          'Load',
          '--balance',
          '100000',
          '--confirmed',
        ],
        env,
      )) as { accessToken: string };
      tokens.push(created.accessToken);
    }
    const png = join(dataDir, 'line.png');
    execFileSync('pango-view', [
      '--no-display',
      '--font=Noto Nastaliq Urdu 20',
      '--dpi=300',
      '--margin=30',
      `--output=${png}`,
      '--text=پاکستان کا دارالحکومت اسلام آباد ہے',
    ]);
    ocrImage = readFileSync(png).toString('base64');

    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const proc = zubanProcess(`api${i}`, ['serve'], { ...env, PORT: String(port), PUBLIC_URL: url });
      apis.push({ proc, url });
      const worker = zubanProcess(`worker${i}`, ['worker', '--queues', 'ocr,tts'], env);
      workers.push(worker);
    }
    for (const p of [...apis.map((a) => a.proc), ...workers]) p.start();
    await Promise.all(apis.map((a) => waitHealthy(`${a.url}/healthz`, a.proc)));
    await waitForWorkers(apis[0]!.url, 'ocr', 2);
    const dir = mkdtempSync(join(tmpdir(), 'zuban-nginx-'));
    nginx = await startNginx(
      dir,
      await freePort(),
      apis.map((a) => Number(new URL(a.url).port)),
    );
  }, 400_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([...apis.map((a) => a.proc.stop()), ...workers.map((w) => w.stop())]);
    await db?.drop();
  }, 90_000);

  it('keeps the books straight through kill -9 of a worker and of an API process', async () => {
    const front = nginx;
    if (!front) throw new Error('nginx did not start');
    const killed: string[] = [];
    const faults = (async () => {
      const at = (share: number) => sleep(SECONDS * 1000 * share);
      await at(0.3);
      await workers[0]!.kill9();
      killed.push('worker0');
      await at(0.1);
      workers[0]!.start();
      await waitForWorkers(apis[1]!.url, 'ocr', 2).catch(() => undefined);
      await at(0.15);
      await apis[0]!.proc.kill9();
      killed.push('api0');
      await at(0.1);
      apis[0]!.proc.start();
      await waitHealthy(`${apis[0]!.url}/healthz`, apis[0]!.proc);
    })();
    const outcomes: CallOutcome[] = await runMixedLoad(
      { url: front.url, tokens, ocrImageBase64: ocrImage, seconds: SECONDS, concurrency: 6 },
      faults,
    );
    console.log('cluster load:', JSON.stringify(tally(outcomes)), 'killed:', killed.join(', '));

    // Every kind of call got through, before and after the faults.
    for (const kind of ['text', 'ocr', 'tts'] as const) {
      expect(outcomes.filter((o) => o.kind === kind && o.status === 200).length, kind).toBeGreaterThan(0);
    }
    expect(outcomes.filter((o) => o.status === 500)).toEqual([]);
    // The restarted API process serves paid calls again.
    const again = await fetch(`${apis[0]!.url}/stemmer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'کتابیں', accessToken: tokens[0] }),
    });
    expect(again.status).toBe(200);

    // Jobs the killed processes left running are settled by the sweep within a few seconds.
    const settleBy = Date.now() + 90_000;
    let problems = await ledgerViolations(db.db);
    while (problems.some((p) => p.includes('still running')) && Date.now() < settleBy) {
      await sleep(1000);
      problems = await ledgerViolations(db.db);
    }
    expect(problems).toEqual([]);
    const answered = outcomes.flatMap((o) =>
      o.status === 200 && o.jobId ? [{ jobId: o.jobId, costMilli: o.costMilli ?? 0 }] : [],
    );
    expect(await answeredJobViolations(db.db, answered)).toEqual([]);
  }, 300_000);
});
