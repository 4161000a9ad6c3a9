import { coded } from '@zuban/contract/message-catalogue';
import { type RateFamily, rateFamilies } from '@zuban/contract/rate-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionId } from '../auth';
import { hashKeySecret, isKeySecret } from '../auth/key-secret';
import { accessTokenHash, bearerToken, bodyToken } from '../auth/principal';
import { readSessionId } from '../auth/session-cookie';
import type { Config } from '../config/config';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { queueFamilyOf } from '../jobs/queue/families';
import { findSessionUser } from '../users/sessions-repo';
import { userRateLimitsOf } from './user-limit-cache';

/** The service families limits are set for: the engine queue's families, and the in-process text tools. */
export type { RateFamily };
export const RATE_FAMILIES: readonly RateFamily[] = rateFamilies;

export function rateFamilyOf(serviceId: string): RateFamily {
  return queueFamilyOf(serviceId) ?? 'text';
}

export interface ApiRateLimits {
  windowMs: number;
  /** Calls per token and window for each family; 0 means not limited. */
  perFamily: Record<RateFamily, number>;
}

export function apiRateLimits(config: Pick<Config, 'settings'>): ApiRateLimits {
  const s = config.settings;
  return {
    windowMs: s.API_RATE_LIMIT_WINDOW_SECONDS * 1000,
    perFamily: {
      text: s.API_RATE_LIMIT_TEXT,
      llm: s.API_RATE_LIMIT_LLM,
      ocr: s.API_RATE_LIMIT_OCR,
      tts: s.API_RATE_LIMIT_TTS,
      asr: s.API_RATE_LIMIT_ASR,
    },
  };
}

/**
 * The access token an API call is made with, following resolvePrincipal's order (header, then a
 * live session = a browser call, not limited here, then the body field). undefined for web calls.
 */
async function apiTokenOf(ctx: AppContext, request: FastifyRequest): Promise<string | undefined> {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const token = bodyToken(request);
  if (!token) return undefined;
  const sessionId = readSessionId(request);
  // Only a page sending its cookie and its token costs this look-up; API clients send no cookie.
  if (sessionId && (await findSessionUser(ctx.db, hashSessionId(ctx, sessionId), ctx.now())))
    return undefined;
  return token;
}

export function rateLimited(
  family: RateFamily,
  limit: number,
  windowMs: number,
  retryAfter: number,
): AppError {
  return new AppError(
    429,
    'rate_limited',
    coded('limits.rateLimited', { family, limit, seconds: windowMs / 1000, retryAfter }),
    { 'retry-after': String(retryAfter) },
    { limit, windowSeconds: windowMs / 1000, retryAfter },
  );
}

/**
 * preHandler of a language-service path: counts the call against its access token's window for
 * the service's family and answers with RateLimit-Limit, -Remaining and -Reset (seconds); over the
 * limit, 429 with Retry-After before anything is validated, priced or charged. Browser calls
 * (cookie) are not counted here: they are free and have their own fair-use limit. The shared
 * counter is written once per block of places (leased-hits.ts), not once per call. A user staff
 * gave their own limit for the family (user_rate_limits, cached per token) gets it instead of the
 * default.
 */
export function apiRateLimit(ctx: AppContext, serviceIdOf: (request: FastifyRequest) => string) {
  const limits = apiRateLimits(ctx.config);
  // The app's one set of leases (ctx.rateCounter), whichever path a call comes in by.
  const { leases } = ctx.rateCounter.get();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const family = rateFamilyOf(serviceIdOf(request));
    const token = await apiTokenOf(ctx, request);
    // A named key is counted on its own (each app its own window), under its holder's own limits.
    const hash =
      token === undefined
        ? undefined
        : isKeySecret(token)
          ? hashKeySecret(ctx.config.sessionSecret, token)
          : accessTokenHash(ctx, token);
    if (hash === undefined) return; // a web call, or no token at all: the route answers 401
    // Staff may give one user their own limit (user_rate_limits); else the family's default.
    const limit = (await userRateLimitsOf(ctx, hash))[family] ?? limits.perFamily[family];
    if (limit === 0) return;
    const { count, resetAt } = await leases.hit(`api:${family}:${hash}`, limits.windowMs, limit);
    const resetSeconds = Math.max(1, Math.ceil((resetAt - ctx.now()) / 1000));
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - count)));
    reply.header('ratelimit-reset', String(resetSeconds));
    if (count > limit) throw rateLimited(family, limit, limits.windowMs, resetSeconds);
  };
}
