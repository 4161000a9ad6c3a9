/**
 * How engine failures become statuses. Engines stay free of HTTP: they throw ordinary errors; one
 * whose `code` is 'engine_unavailable' (model or binary not installed, pool busy) becomes 503, a
 * timeout too, anything else 502. The user sees the service's spec message either way.
 */
export class EngineUnavailableError extends Error {
  readonly code = 'engine_unavailable';
}

export class EngineTimeoutError extends Error {
  readonly code = 'engine_timeout';
}

export function engineFailureStatus(error: unknown): 502 | 503 {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'engine_unavailable' || code === 'engine_timeout' ? 503 : 502;
}

/** A sentence safe to show the caller: unavailability reasons are written for people; crashes are not. */
export function engineFailureDetail(error: unknown): string {
  const status = engineFailureStatus(error);
  if (status === 503 && error instanceof Error && error.message.length < 300) return error.message;
  return status === 503
    ? 'The engine is not available right now.'
    : 'The engine failed to produce an output.';
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
