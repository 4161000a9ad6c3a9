import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { appBodyLimit } from '../http/body-limits';
import { credentialsBeforeLargeBody } from '../http/large-body-auth';

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

// One hook per app context, so that its slots for unverified large bodies are shared by every path.
const largeBodyGuards = new WeakMap<AppContext, Hook>();

function largeBodyGuard(ctx: AppContext, appBodyLimit: number): Hook {
  let guard = largeBodyGuards.get(ctx);
  if (!guard) {
    guard = inServiceFormat(credentialsBeforeLargeBody(ctx, appBodyLimit));
    largeBodyGuards.set(ctx, guard);
  }
  return guard;
}

/**
 * Route options of one language-service path: its body limit and, when that limit is above the
 * app's, the credentials check that runs before the body is read.
 */
export function serviceRouteOptions(
  ctx: AppContext,
  routeBodyLimit: number | undefined,
): RouteShorthandOptions {
  const appLimit = appBodyLimit(ctx.config);
  if (!routeBodyLimit || routeBodyLimit <= appLimit) return {};
  return { bodyLimit: routeBodyLimit, onRequest: largeBodyGuard(ctx, appLimit) };
}
