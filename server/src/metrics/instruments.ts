import type { Registry } from 'prom-client';
import { CellHistogram, cellCounter } from './cells';

/** Seconds: a text call takes milliseconds, an hour of audio up to ENGINE_TIMEOUT_MS. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120, 600];

/**
 * The series of /metrics (cells.ts: recorded without prom-client's per-call work), every label bounded: routes are patterns, services and families come
 * from the catalogue, outcomes and reasons from fixed lists. Money is in milli-PKR, as the ledger
 * keeps it, so that a sum over the counters equals a sum over ledger rows.
 */
export function createInstruments(registry: Registry) {
  const registers = [registry];
  return {
    http: new CellHistogram({
      name: 'zuban_http_request_duration_seconds',
      help: 'Time from request to response, by route pattern, method and status class (2xx, 4xx …).',
      labelNames: ['method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    paidCalls: cellCounter({
      name: 'zuban_paid_calls_total',
      help: 'Paid calls whose caller was identified, by service, channel (api, web) and outcome.',
      labelNames: ['service', 'channel', 'outcome'],
      registers,
    }),
    chargedMilli: cellCounter({
      name: 'zuban_charged_milli_pkr_total',
      help: 'Money charged for calls, in milli-PKR (1000 = 1 PKR), by service.',
      labelNames: ['service'],
      registers,
    }),
    charges: cellCounter({
      name: 'zuban_charges_total',
      help: 'Charges for calls (free calls are not charged), by service.',
      labelNames: ['service'],
      registers,
    }),
    refundedMilli: cellCounter({
      name: 'zuban_refunded_milli_pkr_total',
      help: 'Money given back, in milli-PKR, by service and reason (failed: engine failure or deadline; cancelled).',
      labelNames: ['service', 'reason'],
      registers,
    }),
    refunds: cellCounter({
      name: 'zuban_refunds_total',
      help: 'Refunds, by service and reason.',
      labelNames: ['service', 'reason'],
      registers,
    }),
    engine: new CellHistogram({
      name: 'zuban_engine_duration_seconds',
      help: 'Engine run time in this process, by service (with REDIS_URL the heavy engines run on workers instead).',
      labelNames: ['service'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    queued: new CellHistogram({
      name: 'zuban_queued_call_duration_seconds',
      help: 'Calls on the engine queue as this process waited for them (queueing included), by family and outcome.',
      labelNames: ['family', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    webhooks: cellCounter({
      name: 'zuban_webhook_attempts_total',
      help: 'Webhook delivery attempts, by outcome (delivered, failed and to be retried, abandoned).',
      labelNames: ['outcome'],
      registers,
    }),
  };
}

export type Instruments = ReturnType<typeof createInstruments>;
