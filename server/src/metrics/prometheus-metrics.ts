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
 * event-loop lag, GC) beside Zuban's own series (instruments.ts), each label combination's cell
 * found by Map look-ups (children.ts) and recorded by arithmetic (cells.ts).
 */
export function createPrometheusMetrics(): PrometheusMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const m = createInstruments(registry);
  const http = childrenOf3((method, route, status_class) => m.http.cell({ method, route, status_class }));
  const paid = childrenOf3((service, channel, outcome) => m.paidCalls({ service, channel, outcome }));
  const charged = childrenOf1((service) => ({
    money: m.chargedMilli({ service }),
    count: m.charges({ service }),
  }));
  const refunded = childrenOf2((service, reason) => ({
    money: m.refundedMilli({ service, reason }),
    count: m.refunds({ service, reason }),
  }));
  const engine = childrenOf1((service) => m.engine.cell({ service }));
  const queued = childrenOf2((family, outcome) => m.queued.cell({ family, outcome }));
  const webhooks = childrenOf1((outcome) => m.webhooks({ outcome }));

  return {
    registry,
    httpRequest(method, route, statusCode, seconds) {
      const status = STATUS_CLASSES[Math.floor(statusCode / 100) - 1] ?? '5xx';
      m.http.record(http(method, route, status), seconds);
    },
    paidCall(service, channel, outcome) {
      paid(service, channel, outcome).value += 1;
    },
    charged(service, milli) {
      const cells = charged(service);
      cells.money.value += milli;
      cells.count.value += 1;
    },
    refunded(service, reason, milli) {
      const cells = refunded(service, reason);
      cells.money.value += milli;
      cells.count.value += 1;
    },
    engineRun(service, seconds) {
      m.engine.record(engine(service), seconds);
    },
    queuedCall(family, failed, seconds) {
      m.queued.record(queued(family, failed ? 'failed' : 'succeeded'), seconds);
    },
    webhookAttempt(outcome) {
      webhooks(outcome).value += 1;
    },
    close() {
      registry.clear();
    },
  };
}
