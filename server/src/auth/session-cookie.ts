import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

// The session cookie is parsed and written here directly (no plugin), so resolvePrincipal works
// in every route module whatever order the modules are registered in. Its value is base64url,
// so neither reading nor writing needs escaping.

export const sessionCookieName = 'zuban_session';
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function readSessionId(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const prefix = `${sessionCookieName}=`;
  const value = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

function cookie(config: Config, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${sessionCookieName}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (config.secureCookies) parts.push('Secure');
  return parts.join('; ');
}

export function setSessionCookie(reply: FastifyReply, config: Config, sessionId: string): void {
  reply.header('set-cookie', cookie(config, sessionId, Math.floor(sessionLifetimeMs / 1000)));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.header('set-cookie', cookie(config, '', 0));
}
