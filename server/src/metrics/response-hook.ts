import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Metrics } from './metrics';
import { paidCallOutcome } from './paid-call-outcome';

/** Requests no route matched (scans, typos, the web app's pages): one series, not one per URL. */
const UNMATCHED = 'unmatched';

/**
 * Records every response under its route's pattern (`/v1/jobs/:id`), and a paid call under its
 * service once its credentials hook named the caller (language/paid-call.ts: the catalogue's
 * routes, the OpenAI-compatible ones and pipelines alike). Fastify's own `elapsedTime` is the
 * latency, so nothing is timed or allocated per request here beyond the look-ups.
 */
export function recordResponses(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const status = reply.statusCode;
    metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      status,
      reply.elapsedTime / 1000,
    );
    // Decorated by the language routes (null until the credentials hook passed); absent elsewhere.
    const paid = request.paidCall;
    if (paid?.service && paid.principal) {
      metrics.paidCall(paid.service.declaration.id, paid.principal.channel, paidCallOutcome(status));
    }
    done();
  });
}
