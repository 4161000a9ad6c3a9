import { apiKeyCodes as codes } from '@zuban/contract/api-keys';
import { coded } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import { AppError } from '../http/app-error';
import type { KeyRefusal } from './key-spend';

// The answers a named key gets that the account's access token never does, each with its own code.

export const keyRevoked = () => new AppError(401, codes.revoked, coded('apiKey.revoked'));
export const keyExpired = () => new AppError(401, codes.expired, coded('apiKey.expired'));

export const keyServiceNotAllowed = (serviceId: string) =>
  new AppError(
    403,
    codes.serviceNotAllowed,
    coded('apiKey.serviceNotAllowed', { service: serviceId }),
    {},
    { service: serviceId },
  );

/** 402 before anything is charged: the call would take the key past its monthly cap. */
export const keyCapReached = (capMilli: number, spentMilli: number, costMilli: number) =>
  new AppError(
    402,
    codes.capReached,
    coded('apiKey.capReached', { cap: formatPkr(capMilli), spent: formatPkr(spentMilli) }),
    {},
    { cap: milliToPkr(capMilli), spent: milliToPkr(spentMilli), price: milliToPkr(costMilli) },
  );

/** The answer to a charge its key refused (charge.ts, instalments.ts). */
export function keyRefusalError(refusal: KeyRefusal, costMilli: number): AppError {
  if (refusal.reason === 'revoked') return keyRevoked();
  if (refusal.reason === 'expired') return keyExpired();
  return keyCapReached(refusal.capMilli, refusal.spentMilli, costMilli);
}
