import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

/**
 * The request body limit of every route that does not raise its own (BODY_LIMIT_BYTES): the 1 MiB
 * default holds any form or text call (a text tool takes 3000 characters) many times over. Fastify
 * refuses a larger declared Content-Length before reading a byte, and stops reading a chunked body
 * at the limit, so no client can make the server buffer more than this on an ordinary route.
 */
export function appBodyLimit(config: Pick<Config, 'settings'>): number {
  return config.settings.BODY_LIMIT_BYTES;
}

/**
 * Whether this request may bring a body over `smallBytes`: a declared length above it, or a body
 * of unknown length (chunked). A request that says nothing of a body has none.
 */
export function mayCarryLargeBody(request: FastifyRequest, smallBytes: number): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return !(Number(length) <= smallBytes);
  return request.headers['transfer-encoding'] !== undefined;
}
