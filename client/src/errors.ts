/** The problem+json fields every Zuban error carries (RFC 9457 plus the API's `code` and `message`). */
export interface ProblemBody {
  status?: number;
  code?: string;
  message?: string;
  result?: string;
  response?: unknown;
}

/**
 * An answer outside 2xx. `status` and `code` are what to branch on (402 with code
 * `insufficient_balance`, 400 with the reason in `message` …); `problem` is the whole body, typed
 * as the operation documents it.
 */
export class ZubanApiError<Problem extends ProblemBody = ProblemBody> extends Error {
  override readonly name = 'ZubanApiError';

  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.message ?? `HTTP ${status}`);
  }

  get code(): string | undefined {
    return this.problem.code;
  }
}

/** The error body as a problem: a proxy's HTML page or an empty body still gives a usable error. */
export function asProblem(status: number, body: unknown): ProblemBody {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as ProblemBody;
  const text = typeof body === 'string' && body.trim() !== '' ? body.trim().slice(0, 200) : undefined;
  return { status, message: text ?? `HTTP ${status}` };
}
