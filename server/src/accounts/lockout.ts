import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import {
  attemptsSince,
  claimsToFailures,
  clearFailures,
  dropRows,
  failureTimes,
  insertClaims,
  pruneFailures,
} from '../users/login-failures-repo';

// Failed sign-ins within 15 minutes are counted per account and per client address; a subject at
// its limit is locked until the oldest failure that keeps it there is 15 minutes old. An account
// allows five. An address allows LOGIN_FAILURES_PER_ADDRESS (50 by default, #34): a campus or an
// office shares one public address, and five typos of one student must not lock out the rest. The
// account's five already bound every account-and-address pair, so a pair needs no counter of its own
// (docs/decisions/sign-in-lockout-per-address.md).
//
// An attempt is claimed before the password is hashed (#22): its claim rows are written first and
// only then are failures and other open claims counted. Every attempt counts at least the rows
// committed before its own, so of any number sent at once no more than five get their password
// checked. A burst can refuse more than it needs to (everyone sees everyone's claim): those get
// Retry-After: 1, since claims are settled within a password hash.

export const maxFailures = 5;
export const failureWindowMs = 15 * 60 * 1000;

export const emailSubject = (email: string) => `email:${email.toLowerCase()}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/** A claimed attempt: after checking the password the caller settles it one way or the other. */
export interface AttemptClaim {
  /** Wrong password: the claim stays as a failure. */
  fail: () => Promise<void>;
  /** Right password: the claim is dropped. */
  release: () => Promise<void>;
}

function tooManyAttempts(retryAfter: number): AppError {
  return new AppError(
    429,
    'too_many_attempts',
    coded('account.tooManyAttempts'),
    { 'retry-after': String(retryAfter) },
    { retryAfter },
  );
}

/** How many failures the subject may have in the window: an address's limit is the operator's. */
function limitOf(ctx: AppContext, subject: string): number {
  return subject.startsWith('ip:') ? ctx.config.settings.LOGIN_FAILURES_PER_ADDRESS : maxFailures;
}

/** Seconds until the subject's failures alone fall below its limit; 0 when they already are. */
async function lockedForSeconds(
  ctx: AppContext,
  subject: string,
  limit: number,
  now: number,
): Promise<number> {
  const times = await failureTimes(ctx.db, subject, now - failureWindowMs);
  if (times.length < limit) return 0;
  const freeing = times[times.length - limit] as number;
  return Math.max(1, Math.ceil((freeing + failureWindowMs - now) / 1000));
}

/**
 * Claims one attempt for every subject, or throws 429 with Retry-After (seconds) when a subject
 * has reached the limit; a refused attempt keeps nothing (it is not a failure).
 */
export async function claimAttempt(ctx: AppContext, subjects: string[]): Promise<AttemptClaim> {
  const now = ctx.now();
  await pruneFailures(ctx.db, now - failureWindowMs);
  const ids = await insertClaims(ctx.db, subjects, now);
  let retryAfter = 0;
  for (const subject of subjects) {
    const limit = limitOf(ctx, subject);
    // Our own claim is one of the rows counted.
    if ((await attemptsSince(ctx.db, subject, now - failureWindowMs)) <= limit) continue;
    retryAfter = Math.max(retryAfter, 1, await lockedForSeconds(ctx, subject, limit, now));
  }
  if (retryAfter > 0) {
    await dropRows(ctx.db, ids);
    throw tooManyAttempts(retryAfter);
  }
  return { fail: () => claimsToFailures(ctx.db, ids), release: () => dropRows(ctx.db, ids) };
}

/** A successful sign-in forgives the account's failures (the IP's stay counted). */
export async function forgiveAccount(ctx: AppContext, email: string): Promise<void> {
  await clearFailures(ctx.db, emailSubject(email));
}
