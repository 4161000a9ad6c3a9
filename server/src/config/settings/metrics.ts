import { matching, setting } from '../setting';

// Operations: the Prometheus endpoint (metrics/routes.ts, docs/operations.md).
export const metricsSettings = {
  METRICS_TOKEN: setting(matching(/^\S{16,}$/, 'at least 16 characters without spaces').optional(), {
    group: 'server',
    example: 'f3b1c0de-7a9e-4c1b-9d2e-5a6b7c8d9e0f',
    whenUnset: '`/metrics` answers 404 and nothing is recorded',
    description:
      'turns on `GET /metrics` (Prometheus text format: request latency per route, paid calls per service and outcome, charges and refunds in milli-PKR, queue depth, engine time, webhook attempts, process metrics). A scrape must send `Authorization: Bearer <METRICS_TOKEN>`, else 401. Each process answers for itself: scrape every API process, not the balancer (docs/operations.md).',
  }),
};
