import type { Config } from './config/config';
import type { Db, DbKind } from './db/database';
import { createEngineProbes, type EngineProbes } from './language/engine-status';
import { createMailer, type Mailer } from './mail/mailer';
import { type Metrics, noMetrics } from './metrics/metrics';

/** Everything a route or service module needs, passed explicitly rather than imported as globals. */
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

/** The context of a configuration and an open database, with its own mailer and probe registry. */
export function createAppContext(
  parts: Pick<AppContext, 'config' | 'db' | 'dbKind'> & Partial<AppContext>,
): AppContext {
  return {
    now: Date.now,
    mailer: createMailer(parts.config),
    engineProbes: createEngineProbes(),
    metrics: noMetrics,
    ...parts,
  };
}
