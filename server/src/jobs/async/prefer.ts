import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/app-error';
import { parseCallbackUrl } from '../../webhooks/callback-url';

/** True when the caller asked for an asynchronous answer: `Prefer: respond-async` (RFC 7240). */
export function prefersAsync(request: FastifyRequest): boolean {
  const header = request.headers.prefer;
  if (header === undefined) return false;
  const values = Array.isArray(header) ? header : [header];
  return values.some((value) =>
    value.split(',').some((preference) => preference.split(';')[0]?.trim().toLowerCase() === 'respond-async'),
  );
}

/**
 * The submission's `callbackUrl`, if any. It only makes sense for an asynchronous call, so a
 * synchronous call naming one is refused rather than silently never called back.
 */
export function callbackUrlOf(
  body: Record<string, unknown>,
  wantsAsync: boolean,
  allowPrivate: boolean,
): string | undefined {
  if (body.callbackUrl === undefined || body.callbackUrl === null) return undefined;
  if (!wantsAsync) {
    throw badRequest('callback_requires_async', coded('asyncJob.callbackNeedsAsync'));
  }
  return parseCallbackUrl(body.callbackUrl, allowPrivate);
}
