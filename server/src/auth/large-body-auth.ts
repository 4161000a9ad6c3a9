import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { mayCarryLargeBody } from '../http/body-limits';
import { requireUser } from './principal';

const MiB = 1024 * 1024;

export function largeBodyNeedsCredentials(maxBytes: number): AppError {
  return new AppError(
    401,
    'credentials_before_large_body',
    coded('request.largeBodyNeedsCredentials', { mb: Math.floor(maxBytes / MiB) }),
  );
}

export function largeBodiesBusy(): AppError {
  return new AppError(503, 'large_body_busy', coded('request.largeBodiesBusy'), { 'retry-after': '2' });
}

/** A fixed number of places; take() gives a release function, or undefined when all are taken. */
class Slots {
  #free: number;
  constructor(count: number) {
    this.#free = count;
  }
  take(): (() => void) | undefined {
    if (this.#free === 0) return undefined;
    this.#free -= 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#free += 1;
    };
  }
}

/**
 * onRequest hook for routes whose body limit is far above the app's (media: /asr, /ocr). It runs
 * before the body is read. A caller named by the Authorization header or the session cookie may
 * send up to the route's limit. A caller who may only be named inside the body (the spec's
 * `accessToken` field) is read unverified, so such bodies are bounded twice: at most
 * LARGE_BODY_TOKEN_MAX_BYTES each (default 16 MiB: any OCR image, six minutes of WAV), declared
 * up front, and at most LARGE_BODY_TOKEN_SLOTS of them read at once in this process (default 4).
 * Anything else is refused at once and the connection closed, the body never read, so anonymous
 * clients can make a process buffer at most slots x max bytes. Bodies up to `smallBytes` (the
 * app's limit) pass unchecked: the route authenticates them as usual.
 */
export function credentialsBeforeLargeBody(ctx: AppContext, smallBytes: number) {
  const unverifiedMax = ctx.config.settings.LARGE_BODY_TOKEN_MAX_BYTES;
  const slots = new Slots(ctx.config.settings.LARGE_BODY_TOKEN_SLOTS);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!mayCarryLargeBody(request, smallBytes)) return;
    const refuse = (error: AppError) => {
      // The rest of the body is never read; closing tells the client to stop sending it.
      reply.header('connection', 'close');
      return error;
    };
    try {
      // request.body is not there yet: this looks at the Authorization header and the cookie only.
      await requireUser(ctx, request);
      return;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A bad header, a suspended account or a cross-site cookie: refused before reading.
      if (error.status !== 401 || request.headers.authorization !== undefined) throw refuse(error);
    }
    if (mayCarryLargeBody(request, unverifiedMax)) throw refuse(largeBodyNeedsCredentials(unverifiedMax));
    const release = slots.take();
    if (!release) throw refuse(largeBodiesBusy());
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  };
}
