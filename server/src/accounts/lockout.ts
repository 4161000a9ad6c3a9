import { accountMessages as m } from '@zuban/contract/messages';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { clearFailures, failureTimes, pruneFailures, recordFailures } from '../users/login-failures-repo';

// Five failed sign-ins within 15 minutes, counted per account and per IP, lock that subject until
// the oldest of those failures is 15 minutes old.

export const maxFailures = 5;
export const failureWindowMs = 15 * 60 * 1000;

export const emailSubject = (email: string) => `email:${email.toLowerCase()}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/** Throws 429 with Retry-After (seconds) when any subject is locked. */
export async function assertNotLocked(ctx: AppContext, subjects: string[]): Promise<void> {
  const now = ctx.now();
  let unlockAt = 0;
  for (const subject of subjects) {
    const times = await failureTimes(ctx.db, subject, now - failureWindowMs);
    if (times.length < maxFailures) continue;
    const freeing = times[times.length - maxFailures] as number;
    unlockAt = Math.max(unlockAt, freeing + failureWindowMs);
  }
  if (unlockAt === 0) return;
  const retryAfter = Math.max(1, Math.ceil((unlockAt - now) / 1000));
  throw new AppError(
    429,
    'too_many_attempts',
    m.tooManyAttempts,
    { 'retry-after': String(retryAfter) },
    { retryAfter },
  );
}

export async function noteFailure(ctx: AppContext, subjects: string[]): Promise<void> {
  const now = ctx.now();
  await pruneFailures(ctx.db, now - failureWindowMs);
  await recordFailures(ctx.db, subjects, now);
}

/** A successful sign-in forgives the account's failures (the IP's stay counted). */
export async function forgiveAccount(ctx: AppContext, email: string): Promise<void> {
  await clearFailures(ctx.db, emailSubject(email));
}
