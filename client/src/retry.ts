/** How the client waits out a 429 (rate limit) or 503 (busy) that says when to come back. */
export interface RetryOptions {
  /** Further tries after the first answer; default 3. */
  maxRetries?: number;
  /** The longest single wait in seconds; an answer asking for more is returned as it is. Default 60. */
  maxWaitSeconds?: number;
}

export const defaultRetry: Required<RetryOptions> = { maxRetries: 3, maxWaitSeconds: 60 };

/** Statuses whose Retry-After means "the same request will work later" and nothing was charged. */
const RETRIED = new Set([429, 503]);

/**
 * Seconds to wait from a Retry-After header: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * undefined when it is absent or unreadable: then the answer is not retried.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A fetch that, on 429 or 503 with Retry-After, waits that long and sends the same request again,
 * at most `maxRetries` times and never waiting longer than `maxWaitSeconds` at once (a longer wait
 * returns the answer, so the caller sees the 429). The server refuses both before it charges
 * anything, so a retry cannot charge twice. The request's AbortSignal also ends a wait.
 */
export function retryingFetch(
  base: typeof globalThis.fetch,
  options: RetryOptions = {},
): typeof globalThis.fetch {
  const { maxRetries, maxWaitSeconds } = { ...defaultRetry, ...options };
  return async (input, init) => {
    // A Request's body can be sent once: each try sends a copy of the untouched original.
    const original = new Request(input, init);
    for (let attempt = 0; ; attempt++) {
      const response = await base(original.clone());
      if (attempt >= maxRetries || !RETRIED.has(response.status)) return response;
      const wait = retryAfterSeconds(response.headers.get('retry-after'));
      if (wait === undefined || wait > maxWaitSeconds) return response;
      await response.body?.cancel();
      await sleep(wait * 1000, original.signal);
    }
  };
}
