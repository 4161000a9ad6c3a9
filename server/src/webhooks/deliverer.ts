import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../context';
import { writeTransaction } from '../db/group-commit';
import type { WebhookDeliveriesTable } from '../db/schema';
import { claimDelivery, findDueDeliveries, recordAttempt } from './deliveries-repo';
import { retryDelayMs } from './schedule';
import { openWebhookSecret } from './secret';
import { postWebhook } from './send';
import { findAccountWebhook } from './settings-repo';

export interface WebhookDeliverer {
  nudge(): void;
  stop(): void;
}

/** Deliveries one instance sends at once. */
const PARALLEL_SENDS = 8;

/**
 * Sends due webhook deliveries from the database, so that pending ones survive any restart: any
 * instance claims a due delivery (a lease a little longer than the send may take), signs it in the
 * Standard Webhooks format with the owner's secret, sends it, and records the attempt; a failure
 * is tried again on the retry schedule, for about 27 hours.
 */
export function startWebhookDeliverer(
  ctx: AppContext,
  log: { warn(details: object, message: string): void },
): WebhookDeliverer {
  const settings = ctx.config.settings;
  let sending = 0;
  let stopped = false;
  let scanning = false;

  async function attempt(delivery: WebhookDeliveriesTable): Promise<void> {
    const at = ctx.now();
    // Read at each attempt: a rotation applies to deliveries still pending.
    const sealed = (await findAccountWebhook(ctx.db, delivery.user_id))?.sealedSecret;
    let result: { statusCode?: number; error?: string; latencyMs: number };
    if (!sealed) {
      result = { error: 'the account has no webhook secret', latencyMs: 0 };
    } else {
      const secret = openWebhookSecret(ctx.config.sessionSecret, sealed);
      const timestamp = new Date(at);
      const signature = new Webhook(secret).sign(delivery.id, timestamp, delivery.payload);
      result = await postWebhook(
        delivery.url,
        delivery.payload,
        {
          'webhook-id': delivery.id,
          'webhook-timestamp': String(Math.floor(at / 1000)),
          'webhook-signature': signature,
          'user-agent': 'Zuban-Webhooks/1',
        },
        { timeoutMs: settings.WEBHOOK_TIMEOUT_MS, allowPrivate: settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS },
      );
    }
    const delivered = result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300;
    const delay = delivered ? undefined : retryDelayMs(delivery.attempts + 1);
    await writeTransaction(ctx, (trx) =>
      recordAttempt(
        trx,
        delivery,
        {
          at,
          statusCode: result.statusCode ?? null,
          latencyMs: result.latencyMs,
          error: result.error ?? (delivered ? null : `answered ${result.statusCode}`),
        },
        delivered
          ? { delivered: true }
          : { delivered: false, nextAttemptAt: delay === undefined ? undefined : at + delay },
      ),
    );
    ctx.metrics.webhookAttempt(delivered ? 'delivered' : delay === undefined ? 'abandoned' : 'failed');
  }

  async function scanOnce(): Promise<void> {
    const free = PARALLEL_SENDS - sending;
    if (free <= 0 || stopped) return;
    const now = ctx.now();
    for (const delivery of await findDueDeliveries(ctx.db, now, free)) {
      if (stopped) return;
      // Held for longer than one send can take; a deliverer that dies lets it lapse.
      if (
        !(await claimDelivery(ctx.db, delivery, now + settings.WEBHOOK_TIMEOUT_MS + settings.ASYNC_LEASE_MS))
      )
        continue;
      sending += 1;
      void attempt(delivery)
        .catch((error: unknown) =>
          log.warn({ err: error, delivery: delivery.id }, 'webhook attempt not recorded'),
        )
        .finally(() => {
          sending -= 1;
          scan();
        });
    }
  }

  function scan(): void {
    if (stopped || scanning) return;
    scanning = true;
    void scanOnce()
      .catch((error: unknown) => log.warn({ err: error }, 'looking for webhook deliveries failed'))
      .finally(() => {
        scanning = false;
      });
  }

  const poll = setInterval(scan, settings.ASYNC_POLL_MS);
  poll.unref();
  return {
    nudge: scan,
    stop() {
      stopped = true;
      clearInterval(poll);
    },
  };
}
