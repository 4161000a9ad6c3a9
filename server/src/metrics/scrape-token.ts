import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/principal';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the scrape names METRICS_TOKEN in `Authorization: Bearer`. Both sides are hashed first so
 * that the comparison takes the same time whatever the sent token's length or first wrong byte.
 */
export function scrapeTokenMatches(request: FastifyRequest, expected: string): boolean {
  const sent = bearerToken(request);
  return sent !== undefined && timingSafeEqual(digest(sent), digest(expected));
}
