import type { Db } from '../db/database';
import { rateLimitsOfToken, type UserRateLimits } from './user-limits-repo';

/**
 * How long a process trusts what it read of a token's own limits. A staff change applies at once
 * in the process that made it (forgetUserRateLimits) and within this time in every other one.
 */
export const USER_LIMITS_TTL_MS = 30_000;
/**
 * Past this many remembered tokens the expired ones are dropped, and if that is not enough (a
 * flood of made-up tokens, each remembered as having no own limits) all of them: memory stays bounded.
 */
const MAX_ENTRIES = 10_000;

export interface Entry {
  limits: Promise<UserRateLimits>;
  until: number;
}

/** What this app remembers of tokens' own limits, by token hash (ctx.userRateLimits). */
export type UserLimitCache = Map<string, Entry>;

interface Holder {
  db: Db;
  now: () => number;
  userRateLimits: UserLimitCache;
}

/**
 * The own limits of an access token's holder (user_rate_limits), read at most once per token and
 * USER_LIMITS_TTL_MS: the per-call rate limit check costs no query. Calls that arrive while it is
 * being read share the one read; a failed read is not remembered.
 */
export function userRateLimitsOf(ctx: Holder, tokenHash: string): Promise<UserRateLimits> {
  const cache = ctx.userRateLimits;
  const now = ctx.now();
  const held = cache.get(tokenHash);
  if (held && held.until > now) return held.limits;
  if (cache.size >= MAX_ENTRIES) {
    for (const [key, entry] of cache) if (entry.until <= now) cache.delete(key);
    if (cache.size >= MAX_ENTRIES) cache.clear();
  }
  const limits = rateLimitsOfToken(ctx.db, tokenHash);
  cache.set(tokenHash, { limits, until: now + USER_LIMITS_TTL_MS });
  limits.catch(() => cache.delete(tokenHash));
  return limits;
}

/** After a staff change: this process reads every token's own limits again. */
export function forgetUserRateLimits(ctx: Pick<Holder, 'userRateLimits'>): void {
  ctx.userRateLimits.clear();
}
