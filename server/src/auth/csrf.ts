import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(request: FastifyRequest): boolean {
  return !safeMethods.has(request.method);
}

/**
 * True when the browser says the request comes from another site: an Origin other than
 * PUBLIC_URL's, or Sec-Fetch-Site: cross-site. Requests with neither header (curl, server-to-server)
 * are not browser-forged and pass; SameSite=Lax already keeps the cookie off cross-site POSTs.
 */
export function isCrossOrigin(config: Config, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== new URL(config.publicUrl).origin;
  return request.headers['sec-fetch-site'] === 'cross-site';
}
