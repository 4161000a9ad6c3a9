import type { TestApp } from './app';
import { balanceMilli, fundedUser, jobRows } from './money';

/**
 * What every paid-service test reads and does, against whichever app `current()` returns when the
 * helper is called (tests create their app inside each case): a user's balance and jobs, a funded
 * user, and a JSON POST (with headers, for a call signed in by bearer token).
 */
export function paidCallHelpers(current: () => TestApp) {
  return {
    balanceOf: (id: string) => balanceMilli(current().ctx, id),
    jobsOf: (id: string) => jobRows(current().ctx, id),
    post: (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
      current().app.inject({ method: 'POST', url, payload, headers }),
    funded: () => fundedUser(current().ctx),
  };
}
