import { collectDefaultMetrics, Registry } from 'prom-client';
import { childrenOf1, childrenOf2, childrenOf3 } from './children';
import { createInstruments } from './instruments';
import type { Metrics } from './metrics';

export interface PrometheusMetrics extends Metrics {
  readonly registry: Registry;
  /** Forgets every series; the recorder must not be used afterwards. */
  close(): void;
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/**
 * The recorder behind /metrics: one registry of this process (in a cluster each process answers
 * its own, and Prometheus adds the `instance`), the process's default metrics (CPU, memory,
 * event-loop lag, GC) beside Zuban's own series (instruments.ts).
 */
export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const m = createInstruments(registry);
  const http = childrenOf3((method, route, status) => m.http.labels(method, route, status));
  const paid = childrenOf3((service, channel, outcome) => m.paidCalls.labels(service, channel, outcome));
  const charged = childrenOf1(
    (service) => [m.chargedMilli.labels(service), m.charges.labels(service)] as const,
  );
  const refunded = childrenOf2(
    (service, reason) =>
      [m.refundedMilli.labels(service, reason), m.refunds.labels(service, reason)] as const,
  );
  const engine = childrenOf1((service) => m.engine.labels(service));
  const queued = childrenOf2((family, outcome) => m.queued.labels(family, outcome));
  const webhooks = childrenOf1((outcome) => m.webhooks.labels(outcome));

  return {
    registry,
    httpRequest(method, route, statusCode, seconds) {
      const status = STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? '5xx';
      http(method, route, status).observe(seconds);
    },
    paidCall(service, channel, outcome) {
      paid(service, channel, outcome).inc();
    },
    charged(service, milli) {
      const [money, count] = charged(service);
      money.inc(milli);
      count.inc();
    },
    refunded(service, reason, milli) {
      const [money, count] = refunded(service, reason);
      money.inc(milli);
      count.inc();
    },
    engineRun(service, seconds) {
      engine(service).observe(seconds);
    },
    queuedCall(family, failed, seconds) {
      queued(family, failed ? 'failed' : 'succeeded').observe(seconds);
    },
    webhookAttempt(outcome) {
      webhooks(outcome).inc();
    },
    close() {
      registry.clear();
    },
  };
}
