import { coded } from '@zuban/contract/message-catalogue';
import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import { AppError } from '../http/app-error';

/** 402: the balance does not cover the price; the answer names both (PKR). */
export function insufficientBalance(balanceMilli: number, costMilli: number): AppError {
  return new AppError(
    402,
    'insufficient_balance',
    coded('limits.insufficientBalance', { balance: formatPkr(balanceMilli), price: formatPkr(costMilli) }),
    {},
    { balance: milliToPkr(balanceMilli), price: milliToPkr(costMilli) },
  );
}
