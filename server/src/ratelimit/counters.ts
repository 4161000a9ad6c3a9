import type { Config } from '../config/config';
import { queueSettings } from '../jobs/queue/settings';
import { type LeasedHits, leasedHits } from './leased-hits';
import { redisWindowCounter } from './redis-window-counter';
import type { WindowCounter } from './window-counter';

/**
 * An app's shared rate-limit counter (ctx.rateCounter) and the one set of leases taken on it, which
 * every path a call comes in by uses: Redis when REDIS_URL is set (the deployment already runs it
 * for the engine queue), else the database (`dbCounter`). Closed with the app.
 */
export interface SharedCounter {
  counter: WindowCounter;
  leases: LeasedHits;
}

export function makeSharedCounter(
  config: Pick<Config, 'settings' | 'dataDir'>,
  now: () => number,
  dbCounter: () => WindowCounter,
): SharedCounter {
  const { redisUrl, prefix } = queueSettings(config);
  const counter = redisUrl ? redisWindowCounter(redisUrl, prefix, now) : dbCounter();
  return { counter, leases: leasedHits(counter, now) };
}
