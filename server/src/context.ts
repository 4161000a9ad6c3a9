import type { PrincipalUser } from './auth/principal';
import { ChargeBatcher } from './billing/charge-batcher';
import type { Config } from './config/config';
import type { Db, DbKind } from './db/database';
import { GroupCommitter } from './db/group-commit';
import type { WalSync } from './db/sqlite-wal-sync';
import type { EngineQueue } from './jobs/queue/engine-queue';
import { makeEngineQueue } from './jobs/queue/make-queue';
import { lookupKeyHolder } from './keys/key-principal';
import { createEngineProbes, type EngineProbes } from './language/engine-status';
import { Lazy } from './lazy';
import { createMailer, type Mailer } from './mail/mailer';
import { type Metrics, noMetrics } from './metrics/metrics';
import { makeSharedCounter, type SharedCounter } from './ratelimit/counters';
import { dbWindowCounter } from './ratelimit/db-window-counter';
import type { UserLimitCache } from './ratelimit/user-limit-cache';
import { makeSpeechEngines, type SpeechEngines } from './speech/make-engines';

/**
 * Everything a route or service module needs, passed explicitly rather than imported as globals.
 * It is also all the state an app holds in its process: made here (the heavy parts on first use),
 * closed by closeAppContext when the app closes. No module keeps state of its own beside it, except
 * the text pool's threads, which app instances in one process share (language/text-pool/pool.ts).
 */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Injectable clock so expiry rules can be tested. Epoch milliseconds. */
  now: () => number;
  /** Outgoing mail (SMTP_URL, else the DATA_DIR outbox): one per context, shared by every sender. */
  mailer: Mailer;
  /** What /healthz reports for each engine; buildApp and the route modules add the probes. */
  engineProbes: EngineProbes;
  /**
   * Where paid calls, money, engines, the queue and webhooks are counted for /metrics: a no-op until
   * metrics/routes.ts, with METRICS_TOKEN set, makes this app's Prometheus registry (and closes it).
   */
  metrics: Metrics;
  /** Short write transactions that arrive together commit as one (db/group-commit.ts: writeTransaction). */
  writes: GroupCommitter;
  /** Short SQLite reads that arrive together share one read transaction (batchedRead). */
  reads: GroupCommitter;
  /** PostgreSQL: paid text calls' charges that arrive together as one statement (billing/charge-batcher.ts). */
  chargeBatcher: ChargeBatcher;
  /** Heavy engines' queue (jobs/queue): BullMQ with REDIS_URL, else in process; made on first use. */
  engineQueue: Lazy<EngineQueue>;
  /** TTS and ASR engines with their process pools (speech/make-engines.ts); made on first use. */
  speech: Lazy<SpeechEngines>;
  /** Rate-limit counter (Redis or the database) and its leases (ratelimit/counters.ts); made on first use. */
  rateCounter: Lazy<SharedCounter>;
  /** Tokens' own rate limits as last read, by token hash (ratelimit/user-limit-cache.ts). */
  userRateLimits: UserLimitCache;
  /**
   * The holder of a named key's secret (keys/key-principal.ts), for auth/'s credential look-up: auth/
   * is below keys/ and may not import it, so the context hands it down.
   */
  lookupKeyHolder: (ctx: AppContext, secret: string) => Promise<PrincipalUser | undefined>;
  /**
   * This instance's runner of asynchronous jobs, set when the app starts it (jobs/async/runner.ts):
   * a submission nudges it so that the job starts at once instead of at the next poll.
   */
  asyncRunner?: { nudge(): void; stop(): void } | undefined;
  /**
   * This instance's watch for low balances and key caps, set while the app runs (alerts/watch.ts):
   * each charge tells it, after its commit, who paid; it never makes the charge wait.
   */
  chargeWatch?: { charged(userId: string, keyId?: string | null): void } | undefined;
}

type Parts = Pick<AppContext, 'config' | 'db' | 'dbKind'> &
  Partial<AppContext> & {
    /** The opened database's WAL sync (OpenedDb.walSync): the group committer syncs off the event loop. */
    walSync?: WalSync | undefined;
  };

/**
 * The context of a configuration and an open database, with its own state. Another app instance
 * on the same database (a test standing for a second process) gets a context of its own from here,
 * not a copy of this one: a copy would share this one's queue, counters and caches.
 */
export function createAppContext(parts: Parts): AppContext {
  const { walSync, ...given } = parts;
  const ctx: AppContext = {
    now: Date.now,
    mailer: createMailer(parts.config),
    engineProbes: createEngineProbes(),
    metrics: noMetrics,
    writes: new GroupCommitter(parts.db, walSync),
    reads: new GroupCommitter(parts.db),
    chargeBatcher: new ChargeBatcher(parts.db),
    engineQueue: new Lazy(() => makeEngineQueue(parts.config)),
    speech: new Lazy(() => makeSpeechEngines(parts.config)),
    rateCounter: new Lazy(() => makeSharedCounter(parts.config, ctx.now, () => dbWindowCounter(ctx))),
    userRateLimits: new Map(),
    lookupKeyHolder,
    ...given,
  };
  return ctx;
}

/**
 * Closes what the context made (the app's last onClose hook, app.ts): the engine queue drains within
 * SHUTDOWN_GRACE_MS (or `graceMs`), the rate-limit counter's Redis connection ends. The database
 * stays open: whoever opened it closes it.
 */
export async function closeAppContext(ctx: AppContext, graceMs?: number): Promise<void> {
  await Promise.all([ctx.engineQueue.take()?.close(graceMs), ctx.rateCounter.take()?.counter.close()]);
}
