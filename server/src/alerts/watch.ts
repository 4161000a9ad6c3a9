import type { AppContext } from '../context';
import { noticeCrossings } from './crossings';

export interface ChargeWatch {
  /**
   * Called by the charge paths after their transaction committed: who paid (and with which named
   * key). Synchronous and free of I/O: the charge never waits for the check, let alone for SMTP.
   */
  charged(userId: string, keyId?: string | null): void;
  /** Runs the pending check now (tests, shutdown). */
  flush(): Promise<void>;
  stop(): void;
}

/** How long the watch gathers charges before one check of them all: bounds its reads under load. */
export const WATCH_GATHER_MS = 100;

/**
 * This instance's watch for low balances and key caps. Charges arriving within WATCH_GATHER_MS are
 * checked together: one read of the users (and keys) they touched, then a conditional write only for
 * those that crossed (crossings.ts). A crossing this instance never checks (it died first, or the
 * balance fell by a credit expiry) is found by the sender's sweep.
 */
export function startChargeWatch(
  ctx: AppContext,
  onQueued: () => void,
  log: { warn(details: object, message: string): void },
): ChargeWatch {
  let users = new Set<string>();
  let keys = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (users.size === 0 && keys.size === 0) return running;
    const scope = { userIds: [...users], keyIds: [...keys] };
    users = new Set();
    keys = new Set();
    // One check at a time, in order: a later check sees what an earlier one noticed.
    running = running
      .then(() => noticeCrossings(ctx, scope))
      .then((queued) => {
        if (queued > 0) onQueued();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'checking charges for alert mails failed'));
    return running;
  }

  return {
    charged(userId, keyId) {
      if (stopped) return;
      users.add(userId);
      if (keyId) keys.add(keyId);
      if (!timer) {
        timer = setTimeout(() => void flush(), WATCH_GATHER_MS);
        timer.unref();
      }
    },
    flush,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
