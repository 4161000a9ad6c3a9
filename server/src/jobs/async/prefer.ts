import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/app-error';
import { literalAddressRefusal } from '../../webhooks/address-policy';

/** True when the caller asked for an asynchronous answer: `Prefer: respond-async` (RFC 7240). */
export function prefersAsync(request: FastifyRequest): boolean {
  const header = request.headers.prefer;
  if (header === undefined) return false;
  const values = Array.isArray(header) ? header : [header];
  return values.some((value) =>
    value.split(',').some((preference) => preference.split(';')[0]?.trim().toLowerCase() === 'respond-async'),
  );
}

const MAX_URL_LENGTH = 2000;

/** A webhook URL as given (a submission's callbackUrl or an account default): http(s), not too long. */
export function parseCallbackUrl(value: unknown, allowPrivate: boolean): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) {
    throw badRequest(
      'invalid_callback_url',
      `callbackUrl must be an http or https URL of at most ${MAX_URL_LENGTH} characters.`,
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('invalid_callback_url', 'callbackUrl is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest('invalid_callback_url', 'callbackUrl must use http or https.');
  }
  if (url.username || url.password) {
    throw badRequest('invalid_callback_url', 'callbackUrl must not carry a user name or password.');
  }
  // A literal address is judged now; a host name is judged at every delivery, after DNS.
  const refusal = allowPrivate ? undefined : literalAddressRefusal(url.hostname);
  if (refusal)
    throw badRequest('callback_url_not_allowed', `callbackUrl must be a public address: ${refusal}.`);
  return url.toString();
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
    throw badRequest(
      'callback_requires_async',
      'callbackUrl is for asynchronous calls: send the request with the header Prefer: respond-async.',
    );
  }
  return parseCallbackUrl(body.callbackUrl, allowPrivate);
}
