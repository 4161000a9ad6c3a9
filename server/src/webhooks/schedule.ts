/**
 * When a delivery is tried again after its Nth failed attempt: the Standard Webhooks schedule
 * (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), about 27.6 hours in all, so a receiver that
 * is down for a day still gets the message. Undefined: no more attempts, the delivery has failed.
 */
const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

export function retryDelayMs(failedAttempts: number): number | undefined {
  return RETRY_DELAYS_MS[failedAttempts - 1];
}

/** The whole span the schedule covers, first attempt to last (the issue asks for at least 24 hours). */
export const RETRY_SPAN_MS = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
