import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { problem } from '../http/error-handler';
import { engineQueue } from '../jobs/queue/index';
import { noMetrics } from './metrics';
import { createPrometheusMetrics } from './prometheus-metrics';
import { registerQueueGauges } from './queue-gauges';
import { recordResponses } from './response-hook';
import { scrapeTokenMatches } from './scrape-token';

/**
 * GET /metrics in Prometheus' text format, for this process only (in a cluster, scrape each API
 * process, not the balancer). Off unless METRICS_TOKEN is set: then nothing is recorded and the
 * path answers the app's plain 404. On, the registry is made here, put on the context for the
 * code that records (billing, engines, queue, webhooks), and closed with the app.
 */
export async function metricsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const token = ctx.config.settings.METRICS_TOKEN;
  const notFound = problem(404, 'not_found', 'No route for GET /metrics');
  // Outside the public API document (openapi/internal-routes.ts): it is for the operator's scraper.
  if (token === undefined) {
    app.get('/metrics', async (_request, reply) =>
      reply.status(404).type('application/problem+json').send(notFound),
    );
    return;
  }
  const metrics = createPrometheusMetrics();
  registerQueueGauges(metrics.registry, () => engineQueue(ctx).health());
  ctx.metrics = metrics;
  app.addHook('onClose', async () => {
    ctx.metrics = noMetrics;
    metrics.close();
  });
  recordResponses(app, metrics);
  app.get('/metrics', async (request, reply) => {
    if (!scrapeTokenMatches(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('application/problem+json')
        .send(problem(401, 'unauthorized', 'Send METRICS_TOKEN as Authorization: Bearer <token>.'));
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
