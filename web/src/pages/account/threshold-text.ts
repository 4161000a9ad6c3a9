import { LOW_BALANCE_MAX_PKR } from '@zuban/contract/alerts';

/**
 * The low-balance field as the API takes it: PKR ("1,500.25" allowed), null when empty (no mail),
 * undefined when it is not an amount from 0 to the maximum with at most three decimals.
 */
export function thresholdOf(text: string): number | null | undefined {
  const s = text.replace(/,/g, '').trim();
  if (s === '') return null;
  if (!/^\d{1,8}(\.\d{1,3})?$/.test(s)) return undefined;
  const pkr = Number(s);
  return pkr <= LOW_BALANCE_MAX_PKR ? pkr : undefined;
}
