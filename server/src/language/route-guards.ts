import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { credentialsBeforeLargeBody } from '../auth/large-body-auth';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { appBodyLimit } from '../http/body-limits';
import { apiRateLimit } from '../ratelimit/api-limits';
import { bodyOf, credentialsHook, pickService, pricingHook, type RoutedService } from './paid-call';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The spec's `{result, response}` pair on an error raised before the handler (as routes.ts does in it). */
export function asServiceError(error: unknown): unknown {
  if (!(error instanceof AppError) || 'result' in error.extra) return error;
  return new AppError(error.status, error.code, error.message, error.headers, {
    result: error.status >= 500 ? error.message : 'Failed',
    response: error.message,
    ...error.extra,
  });
}

function inServiceFormat(hook: Hook): Hook {
  return async (request, reply) => {
    try {
      await hook(request, reply);
    } catch (error) {
      throw asServiceError(error);
    }
  };
}

/**
 * What runs around every language-service handler, made once per app so that the paths share
 * their state: the credentials check before a large body is read (auth/large-body-auth.ts), with
 * its reading slots, and the per-token rate limit of the paid API (ratelimit/api-limits.ts).
 */
export function languageRouteGuards(ctx: AppContext) {
  const appLimit = appBodyLimit(ctx.config);
  const largeBodyGuard = inServiceFormat(credentialsBeforeLargeBody(ctx, appLimit));
  return {
    /** Route options of one path: its body limit, and the hooks. */
    routeOptions(
      routeBodyLimit: number | undefined,
      candidates: readonly RoutedService[],
    ): RouteShorthandOptions {
      // The paid call's chain, in the spec's order: rate limit (429), credentials (401/403), the
      // caller's price row; the handler then validates, charges and runs (call-service.ts).
      const preHandler = [
        inServiceFormat(
          apiRateLimit(ctx, (request) => pickService(candidates, bodyOf(request)).declaration.id),
        ),
        inServiceFormat(credentialsHook(ctx, candidates)),
        inServiceFormat(pricingHook(ctx)),
      ];
      if (!routeBodyLimit || routeBodyLimit <= appLimit) return { preHandler };
      return { bodyLimit: routeBodyLimit, onRequest: largeBodyGuard, preHandler };
    },
  };
}
