import { createHmac } from 'node:crypto';
import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import { AppError, type Said } from '../http/app-error';
import type { WindowCounter } from './window-counter';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

function tooMany(message: Said, resetAt: number, now: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return new AppError(429, 'registration_limit', message, { 'retry-after': String(retryAfter) });
}

/**
 * Registration mails a confirmation link (with the first name typed into the form) to the address
 * given, so it is limited twice: per client address (REGISTER_PER_HOUR_PER_ADDRESS, default 20 an
 * hour: a class signing up behind one NAT still fits) and per target address
 * (REGISTER_PER_DAY_PER_EMAIL, default 3 a day), so nobody can make the portal mail someone
 * over and over. The target is counted under a keyed hash, never the address itself.
 */
export function registrationLimits(ctx: AppContext, counter: WindowCounter) {
  const perAddress = ctx.config.settings.REGISTER_PER_HOUR_PER_ADDRESS;
  const perEmail = ctx.config.settings.REGISTER_PER_DAY_PER_EMAIL;
  const emailKey = (email: string) =>
    createHmac('sha256', ctx.config.sessionSecret)
      .update(`register-email\0${email.toLowerCase()}`)
      .digest('hex');
  return async (clientAddress: string, email: string): Promise<void> => {
    const byAddress = await counter.hit(`register:ip:${clientAddress}`, HOUR_MS);
    if (byAddress.count > perAddress) {
      throw tooMany(coded('limits.registrationsFromNetwork'), byAddress.resetAt, ctx.now());
    }
    const byEmail = await counter.hit(`register:email:${emailKey(email)}`, DAY_MS);
    if (byEmail.count > perEmail) {
      throw tooMany(coded('limits.registrationsForEmail'), byEmail.resetAt, ctx.now());
    }
  };
}
