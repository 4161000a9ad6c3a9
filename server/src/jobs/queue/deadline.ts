import { EngineTimeoutError, EngineUnavailableError } from '@zuban/engines/errors';

export function timeoutError(timeoutMs: number): EngineTimeoutError {
  return new EngineTimeoutError(`The engine did not answer within ${Math.round(timeoutMs / 1000)} s.`);
}

export function shutdownError(): EngineUnavailableError {
  return new EngineUnavailableError('The server is restarting; please retry in a minute.');
}

/**
 * Waits for `work` until `timeoutMs` passes or `stop` aborts (the server shutting down), whichever
 * comes first; the signal handed to `work` aborts in both cases so that engines that can stop do.
 */
export async function untilDeadline<T>(
  timeoutMs: number,
  stop: AbortSignal,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
  const ended = new Promise<never>((_, reject) => {
    const end = (error: Error) => {
      controller.abort();
      reject(error);
    };
    timer = setTimeout(() => end(timeoutError(timeoutMs)), timeoutMs);
    onStop = () => end(shutdownError());
    if (stop.aborted) onStop();
    else stop.addEventListener('abort', onStop, { once: true });
  });
  try {
    return await Promise.race([work(controller.signal), ended]);
  } finally {
    clearTimeout(timer);
    if (onStop) stop.removeEventListener('abort', onStop);
  }
}
