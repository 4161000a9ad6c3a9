import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { credentialsBeforeLargeBody } from '../auth/large-body-auth';
import { bearerToken } from '../auth/principal';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import { appBodyLimit } from '../http/body-limits';
import { credentialsHook, pricingHook, type RoutedService } from '../language/paid-call';
import { apiRateLimit } from '../ratelimit/api-limits';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The key is the account's access token (or any key the credentials hook takes), in the header
 * only: these routes are for API clients, so a browser's cookie (a free web call) does not count.
 */
const bearerOnly: Hook = async (request) => {
  if (bearerToken(request) === undefined) {
    throw unauthorized(coded('openai.bearerRequired'));
  }
};

/**
 * The native paid call's route hooks (language/paid-call.ts), in its order: rate limit (429),
 * credentials (401/403), the caller's price row. `serviceOf` names the native service from what
 * the hooks can see (the speech body's voice; the transcription is always `asr`), so the call is
 * counted, priced and later charged as that service.
 */
export function paidCallHooks(
  ctx: AppContext,
  serviceOf: (request: FastifyRequest) => RoutedService,
  bodyLimit?: number,
): RouteShorthandOptions {
  const preHandler: Hook[] = [
    bearerOnly,
    apiRateLimit(ctx, (request) => serviceOf(request).declaration.id),
    (request) => credentialsHook(ctx, [serviceOf(request)])(request),
    pricingHook(ctx),
  ];
  const appLimit = appBodyLimit(ctx.config);
  if (!bodyLimit || bodyLimit <= appLimit) return { preHandler };
  // An upload over the app's limit: the native guard decides before a byte is read (auth/large-body-auth).
  return { bodyLimit, onRequest: credentialsBeforeLargeBody(ctx, appLimit), preHandler };
}
