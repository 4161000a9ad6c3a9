import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// What a proxy or client may hand us as an id: short, and nothing that could forge a log line.
const saneId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is a sane token (a proxy's id keeps one
 * request's trail across hops), else a fresh UUID. Fastify logs it as `reqId` on every line.
 */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  return typeof incoming === 'string' && saneId.test(incoming) ? incoming : randomUUID();
}

/** Every answer carries X-Request-Id, set first so that errors and 404s carry it too. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
