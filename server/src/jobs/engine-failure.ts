import { EngineTimeoutError, engineErrorKind } from '@zuban/engines/errors';
import { AppError } from '../http/app-error';

/**
 * The one place engine failures become HTTP (the vocabulary is engines/errors): `input` → 400
 * (413 when over a size limit) with the engine's code and message; `unavailable` and `timeout` →
 * 503 `engine_unavailable`; `failed` → 502 `engine_failed`. For 5xx the caller sees the service's
 * spec message; the engine's own message is shown only when written for people (unavailable).
 */
export function engineFailureError(
  error: unknown,
  failureMessage: string,
  extra: Record<string, unknown> = {},
): AppError {
  if (error instanceof AppError && error.status < 500) return error;
  const kind = engineErrorKind(error);
  if (kind === 'input') return engineInputError(error);
  const status = kind === 'failed' ? 502 : 503;
  return new AppError(
    status,
    status === 503 ? 'engine_unavailable' : 'engine_failed',
    failureMessage,
    {},
    {
      detail: engineFailureDetail(error),
      ...extra,
    },
  );
}

/** An `input` error as the caller's 4xx: the engine's code and message, written for the caller. */
function engineInputError(error: unknown): AppError {
  const { code, message, tooLarge } = error as { code?: unknown; message?: unknown; tooLarge?: unknown };
  return new AppError(
    tooLarge === true ? 413 : 400,
    typeof code === 'string' ? code : 'invalid_input',
    typeof message === 'string' ? message : 'The input cannot be processed.',
  );
}

/** A sentence safe to show the caller: unavailability reasons are written for people; crashes are not. */
function engineFailureDetail(error: unknown): string {
  const kind = engineErrorKind(error);
  if (kind === 'failed') return 'The engine failed to produce an output.';
  if (error instanceof Error && error.message.length < 300) return error.message;
  return 'The engine is not available right now.';
}

/** Runs the engine with a deadline; the signal tells engines that can stop to stop. */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new EngineTimeoutError(`The engine did not answer within ${Math.round(ms / 1000)} s.`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
