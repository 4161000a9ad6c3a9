import type { Principal } from '../auth/principal';

// Who may read a job, and whose calls a history or usage chart shows. The account (session or
// access token) sees all its jobs; a named key only the jobs made with it, so a key leaked from one
// app cannot list, read or cancel another app's work (issue #32 item 3).

/** True when `principal` may read (and, while queued, cancel) `job`. */
export function mayReadJob(
  principal: Principal,
  job: { user_id: string; api_key_id?: string | null | undefined },
): boolean {
  if (job.user_id !== principal.userId) return false;
  return principal.apiKey === undefined || job.api_key_id === principal.apiKey.id;
}

/** The key a history or usage query is limited to: the caller's own named key, else the one asked. */
export function keyScope(principal: Principal, asked: string | undefined): string | undefined {
  return principal.apiKey ? principal.apiKey.id : asked;
}
