import type { PaidCallOutcome } from './metrics';

/**
 * A paid call's outcome from the status it was answered with: the error handler already chose the
 * status from the one code vocabulary (jobs/engine-failure.ts, billing/insufficient-balance.ts),
 * so it says what happened without a second classification in the call path.
 */
export function paidCallOutcome(statusCode: number): PaidCallOutcome {
  if (statusCode === 200) return 'succeeded';
  if (statusCode === 202) return 'accepted';
  if (statusCode === 402) return 'payment_required';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode === 503) return 'unavailable';
  if (statusCode >= 500) return 'failed';
  // 400, 409, 413, 422 …: refused before anything was charged, or an input the engine refused.
  return 'rejected';
}
