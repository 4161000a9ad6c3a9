import type { Registry } from 'prom-client';

/** How a paid call ended, from its HTTP status (paid-call-outcome.ts). */
export type PaidCallOutcome =
  | 'succeeded'
  | 'accepted'
  | 'rejected'
  | 'payment_required'
  | 'rate_limited'
  | 'unavailable'
  | 'failed';

/** Why a charge was given back: the engine failed (or its deadline passed), or the user cancelled. */
export type RefundReason = 'failed' | 'cancelled';

/** One webhook attempt: delivered (2xx), failed (to be retried) or abandoned (no retry left). */
export type WebhookOutcome = 'delivered' | 'failed' | 'abandoned';

/**
 * What the code records for /metrics, as plain calls with the label values as arguments: the
 * paid path calls these and never sees prom-client. `noMetrics` (METRICS_TOKEN unset) does nothing,
 * so a server without metrics pays one empty call per point; metrics/routes.ts swaps in the
 * Prometheus recorder and closes it with the app.
 */
export interface Metrics {
  /** The Prometheus registry, when metrics are on. */
  readonly registry: Registry | undefined;
  /** A response, under its route's pattern (`/v1/jobs/:id`, never the raw URL). */
  httpRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** A paid call whose caller was identified, by its service, channel (api, web) and outcome. */
  paidCall(serviceId: string, channel: string, outcome: PaidCallOutcome): void;
  /** A charge that committed, in milli-PKR (free calls are not charges). */
  charged(serviceId: string, milli: number): void;
  /** A refund that committed, in milli-PKR. */
  refunded(serviceId: string, reason: RefundReason, milli: number): void;
  /** One run of a service's engine in this process, failed or not. */
  engineRun(serviceId: string, seconds: number): void;
  /** A call on the engine queue as this process saw it (waiting included), and whether it failed. */
  queuedCall(family: string, failed: boolean, seconds: number): void;
  webhookAttempt(outcome: WebhookOutcome): void;
}

const nothing = (): void => undefined;

export const noMetrics: Metrics = {
  registry: undefined,
  httpRequest: nothing,
  paidCall: nothing,
  charged: nothing,
  refunded: nothing,
  engineRun: nothing,
  queuedCall: nothing,
  webhookAttempt: nothing,
};
