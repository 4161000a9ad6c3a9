import type { Client } from 'openapi-fetch';
import { asProblem, ZubanApiError } from './errors';
import { serviceOperations } from './operations';
import type { paths } from './schema';
import type { ServiceMethod, ServiceRequest } from './types';

/** An asynchronous job as GET /v1/jobs/{id} answers it (and, once succeeded, the service's answer). */
export type AsyncJob = paths['/v1/jobs/{jobId}']['get']['responses'][200]['content']['application/json'];

export interface SubmitOptions {
  /** Submitting again with the same key and body queues once and answers the same job. */
  idempotencyKey?: string;
  /** Where the signed webhook goes when the job ends (else the account's default, if set). */
  callbackUrl?: string;
  signal?: AbortSignal;
}

export interface WaitOptions {
  /** How often to poll (default 1 s; the job's own Retry-After is not needed: it has none). */
  intervalMs?: number;
  /** Give up after this long (default 1 hour): a TimeoutError, the job itself runs on. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const finished = new Set(['succeeded', 'failed', 'cancelled']);

type RawPost = (
  path: string,
  init: { body: unknown; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** `submit` and `wait` over a client's openapi-fetch instance. */
export function jobCalls(raw: Client<paths>) {
  async function job(jobId: string, signal?: AbortSignal): Promise<AsyncJob> {
    const { data, error, response } = await raw.GET('/v1/jobs/{jobId}', {
      params: { path: { jobId } },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok || !data) throw new ZubanApiError(response.status, asProblem(response.status, error));
    return data;
  }

  return {
    /**
     * Sends a paid call with `Prefer: respond-async`: validated, priced and charged now (402, 400,
     * 429 arrive as errors here), answered 202 with the queued job.
     */
    async submit<M extends ServiceMethod>(
      method: M,
      body: ServiceRequest<M>,
      options: SubmitOptions = {},
    ): Promise<AsyncJob> {
      const post = raw.POST as unknown as RawPost;
      const { data, error, response } = await post(serviceOperations[method], {
        body: options.callbackUrl ? { ...body, callbackUrl: options.callbackUrl } : body,
        headers: {
          Prefer: 'respond-async',
          ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
        },
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (response.status !== 202)
        throw new ZubanApiError(response.status, asProblem(response.status, error));
      return data as AsyncJob;
    },
    /** The job now. */
    job,
    /**
     * Polls the job until it succeeded, failed or was cancelled, and answers it: a succeeded job
     * carries the service's answer (`response` …); a failed one its `error`, not thrown, so the
     * caller decides. Throws ZubanApiError for 404/410 and a TimeoutError past `timeoutMs`.
     */
    async wait(jobId: string, options: WaitOptions = {}): Promise<AsyncJob> {
      const interval = options.intervalMs ?? 1000;
      const until = Date.now() + (options.timeoutMs ?? 3600_000);
      for (;;) {
        const now = await job(jobId, options.signal);
        if (finished.has(now.status)) return now;
        if (Date.now() + interval > until) {
          throw new DOMException(`job ${jobId} is still ${now.status}`, 'TimeoutError');
        }
        await new Promise((resolve) => setTimeout(resolve, interval));
        options.signal?.throwIfAborted();
      }
    },
  };
}
