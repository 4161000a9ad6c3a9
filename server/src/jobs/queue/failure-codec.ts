import { AppError } from '../../http/app-error';

/**
 * An engine's error as it crosses Redis: enough to answer the caller as in-process does (a 4xx
 * AppError as is; `code` decides 503 or 502; the message is logged, never shown for a crash).
 */
interface EncodedFailure {
  zubanFailure: 1;
  message: string;
  code?: string;
  /** The engine error's kind and size flag (engines/errors), so the caller answers as in-process. */
  kind?: string;
  tooLarge?: boolean;
  status?: number;
  headers?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export function encodeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const encoded: EncodedFailure = { zubanFailure: 1, message: message.slice(0, 2000) };
  if (error instanceof AppError) {
    Object.assign(encoded, {
      status: error.status,
      code: error.code,
      headers: error.headers,
      extra: error.extra,
    });
  } else if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    encoded.code = error.code;
    if ('kind' in error && typeof error.kind === 'string') encoded.kind = error.kind;
    if ('tooLarge' in error && error.tooLarge === true) encoded.tooLarge = true;
  }
  return JSON.stringify(encoded);
}

/** A queue's failure reason back to an error; BullMQ's own reasons (a stalled job) stay plain errors. */
export function decodeFailure(reason: string): Error {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reason);
  } catch {
    return new Error(reason);
  }
  if (typeof parsed !== 'object' || parsed === null || !('zubanFailure' in parsed)) return new Error(reason);
  const failure = parsed as EncodedFailure;
  if (failure.status !== undefined && failure.code !== undefined) {
    return new AppError(
      failure.status,
      failure.code,
      failure.message,
      failure.headers ?? {},
      failure.extra ?? {},
    );
  }
  const error = new Error(failure.message);
  const { code, kind, tooLarge } = failure;
  Object.assign(error, { code, kind, tooLarge });
  return error;
}
