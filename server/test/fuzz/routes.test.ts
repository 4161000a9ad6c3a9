import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptAccessToken } from '../../src/auth';
import { findUserById } from '../../src/users/users-repo';
import { createTestApp, type TestApp } from '../support/app';
import { testDbKinds } from '../support/database';
import { ledgerViolations, moneySnapshot } from '../support/ledger-invariants';
import { fundedUser } from '../support/money';
import { createUser, sessionCookie } from '../support/users';
import { brokenImages, brokenWavs } from './broken-media';
import { type Credentials, type FuzzRequest, fuzzRequest } from './fuzz-case';
import { fuzzSeed, Prng } from './prng';
import { type ListedRoute, listRoutes } from './route-list';

// Random and hostile requests to every route the app lists (accounts, admin, language services,
// uploads), as anonymous, token, session and staff callers. Each must be answered without a 500
// (503 only where an engine or the database is legitimately unavailable), without leaking a
// stack, and without moving money unless a job (or, for staff, a ledger row) records it.

const seed = fuzzSeed(22);
const casesPerRoute = Number(process.env.FUZZ_CASES_PER_ROUTE) || 8;

// Built web assets are static files, not code paths worth fuzzing.
const isStaticFile = (r: ListedRoute) => r.url.startsWith('/assets/') || /\.\w+$/.test(r.url);

interface Failure {
  request: string;
  sent: string;
  status: number;
  why: string;
  body: string;
}

describe.each(testDbKinds)(`fuzz every public route on %s (seed ${seed}, FUZZ_SEED to replay)`, (kind) => {
  let t: TestApp;
  let creds: Credentials;
  let callerId: string;
  let staffId: string;
  const failures: Failure[] = [];
  /** How often each status came back: a fuzz that only ever meets 401 reaches no code. */
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    process.stdout.write(`fuzz seed ${seed} (set FUZZ_SEED=${seed} to replay)\n`);
    t = await createTestApp(kind, { ENGINE_TIMEOUT_MS: '20000' });
    const caller = await fundedUser(t.ctx, 5_000_000);
    const victim = await fundedUser(t.ctx, 1_000_000);
    const staff = await createUser(t.ctx, { role: 'admin' });
    callerId = caller.user.id;
    staffId = staff.user.id;
    creds = {
      accessToken: caller.accessToken,
      userCookie: '',
      staffCookie: '',
      origin: new URL(t.ctx.config.publicUrl).origin,
      knownValues: [victim.user.id, victim.user.email, 'stemmer', 'ocr', caller.user.id],
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Fresh credentials before each case: an earlier case may have rotated the token or logged out. */
  async function refreshCredentials(): Promise<void> {
    const caller = await findUserById(t.ctx.db, callerId);
    if (caller?.token_encrypted)
      creds.accessToken = decryptAccessToken(t.ctx.config.sessionSecret, caller.token_encrypted);
    creds.userCookie = await sessionCookie(t.ctx, callerId);
    creds.staffCookie = await sessionCookie(t.ctx, staffId);
  }

  function judge(status: number, body: string): string | undefined {
    if (status === 500) return '500';
    if (status >= 500 && status !== 503) return `${status} (only 503 may signal an outage)`;
    if (/node_modules|server\/src\/|at \w+ \(/.test(body)) return 'stack trace in the body';
    return undefined;
  }

  async function send(req: FuzzRequest): Promise<void> {
    const before = await moneySnapshot(t.ctx.db);
    const res = await t.app.inject({
      method: req.method as 'GET' | 'POST',
      url: req.url,
      headers: req.headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    const after = await moneySnapshot(t.ctx.db);
    const label = `${req.actor} ${req.method} ${req.url.slice(0, 120)}`;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const why = judge(res.statusCode, res.body);
    const record = (reason: string) =>
      failures.push({
        request: label,
        sent: `${req.headers['content-type'] ?? '-'}: ${String(req.payload ?? '').slice(0, 300)}`,
        status: res.statusCode,
        why: reason,
        body: res.body.slice(0, 300),
      });
    if (why) record(why);
    if (after.balances !== before.balances) {
      // A user's balance moves with a job (paid call); staff moves it with a ledger row.
      const recorded =
        req.actor === 'staff-session' ? after.ledgerRows > before.ledgerRows : after.jobs > before.jobs;
      if (!recorded) record(`balances moved by ${after.balances - before.balances} without a job`);
    }
  }

  it('answers every route without 500s, stack traces or unrecorded money moves', async () => {
    const rng = new Prng(seed);
    const routes = listRoutes(t.app).filter((r) => !isStaticFile(r));
    expect(routes.length).toBeGreaterThan(50);
    const files = [...brokenImages(rng), ...brokenWavs(rng)];
    for (const route of routes) {
      for (let i = 0; i < casesPerRoute; i++) {
        await refreshCredentials();
        await send(fuzzRequest(rng, route, creds, () => rng.pick(files)));
      }
    }
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    process.stdout.write(`fuzz: ${routes.length} routes x ${casesPerRoute} cases; ${histogram.join(', ')}\n`);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    expect(failures, JSON.stringify(failures, null, 2)).toEqual([]);
  }, 180_000);

  it('refuses broken WAV and image headers with a 4xx and no charge, on every media path', async () => {
    const rng = new Prng(seed + 1);
    const media: { urls: string[]; field: string; files: Buffer[] }[] = [
      { urls: ['/ocr', '/backend/ocr'], field: 'image', files: brokenImages(rng) },
      { urls: ['/asr', '/backend/asr'], field: 'file', files: brokenWavs(rng) },
    ];
    const problems: string[] = [];
    for (const { urls, field, files } of media) {
      for (const url of urls) {
        for (const [i, file] of files.entries()) {
          await refreshCredentials();
          const before = await moneySnapshot(t.ctx.db);
          const payload = { [field]: file.toString('base64'), accessToken: creds.accessToken };
          const res = await t.app.inject({ method: 'POST', url, payload });
          const after = await moneySnapshot(t.ctx.db);
          // 503: no ASR model on this machine, refused before anything is charged.
          const ok = (res.statusCode >= 400 && res.statusCode < 500) || res.statusCode === 503;
          if (!ok) problems.push(`${url} file #${i}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          // Most broken files are refused by their header before any job. A header that reads
          // fine over bytes that do not decode is found by the decoder after the debit: that call
          // leaves a failed job and its refund, so the balance must come back whole either way.
          if (after.balances !== before.balances)
            problems.push(`${url} file #${i}: kept a charge for a broken file`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
