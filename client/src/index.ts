import createClient, { type Client } from 'openapi-fetch';
import { asProblem, ZubanApiError } from './errors';
import { jobCalls } from './jobs';
import { serviceOperations } from './operations';
import { type RetryOptions, retryingFetch } from './retry';
import type { paths } from './schema';
import type { ServiceAnswer, ServiceMethod, ServiceRequest } from './types';

export { type ProblemBody, ZubanApiError } from './errors';
export type { AsyncJob, SubmitOptions, WaitOptions } from './jobs';
export { type RetryOptions, retryAfterSeconds } from './retry';
export type { components, operations, paths } from './schema';
export type {
  ServiceAnswer,
  ServiceErrorStatus,
  ServiceMethod,
  ServiceProblem,
  ServiceRequest,
} from './types';
export { serviceOperations };

export interface ZubanClientOptions {
  /** Where the API answers, e.g. `https://zuban.example` (no trailing path). */
  baseUrl: string;
  /** Your access token; sent as `Authorization: Bearer …` on every call. */
  token?: string;
  /** A fetch to use instead of the global one (tests, proxies, retries). */
  fetch?: typeof globalThis.fetch;
  /**
   * Waiting out 429 `rate_limited` and 503 answers that carry `Retry-After`: on by default (at most
   * 3 retries, each wait at most 60 s); tune it here, or pass `false` to get those answers at once.
   */
  retry?: RetryOptions | false;
}

export interface CallOptions {
  /** Retrying with the same key and body charges once and returns the first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type ServiceCalls = {
  [M in ServiceMethod]: (body: ServiceRequest<M>, options?: CallOptions) => Promise<ServiceAnswer<M>>;
};

export type ZubanClient = ServiceCalls &
  ReturnType<typeof jobCalls> & {
    /** The underlying openapi-fetch client, typed for every route in /openapi.json. */
    raw: Client<paths>;
  };

/** One typed method per paid call; an answer outside 2xx throws a {@link ZubanApiError}. */
export function createZubanClient(options: ZubanClientOptions): ZubanClient {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.retry === false ? fetch : retryingFetch(fetch, options.retry),
    ...(options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
  });
  const call = async <M extends ServiceMethod>(
    method: M,
    body: ServiceRequest<M>,
    opts: CallOptions = {},
  ) => {
    // openapi-fetch types one path at a time; the method table maps names to paths it knows.
    const post = raw.POST as unknown as (
      path: string,
      init: { body: unknown; headers: Record<string, string>; signal?: AbortSignal },
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await post(serviceOperations[method], {
      body,
      headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {},
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    if (!response.ok) {
      throw new ZubanApiError(response.status, asProblem(response.status, error));
    }
    return data as ServiceAnswer<M>;
  };
  const calls = Object.fromEntries(
    (Object.keys(serviceOperations) as ServiceMethod[]).map((m) => [
      m,
      (body: ServiceRequest<typeof m>, opts?: CallOptions) => call(m, body, opts),
    ]),
  ) as ServiceCalls;
  return { ...calls, ...jobCalls(raw), raw };
}
