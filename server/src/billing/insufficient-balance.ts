import { formatPkr, milliToPkr } from '@zuban/contract/pricing';
import { AppError } from '../http/app-error';

/** 402: the balance does not cover the price; the answer names both (PKR). */
export function insufficientBalance(balanceMilli: number, costMilli: number): AppError {
  return new AppError(
    402,
    'insufficient_balance',
    `Your balance of PKR ${formatPkr(balanceMilli)} does not cover the price of this request, PKR ${formatPkr(costMilli)}. Please top up your balance.`,
    {},
    { balance: milliToPkr(balanceMilli), price: milliToPkr(costMilli) },
  );
}
