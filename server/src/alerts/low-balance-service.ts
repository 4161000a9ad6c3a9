import type { LowBalanceAlert } from '@zuban/contract/alerts';
import { milliToPkr, pkrToMilli } from '@zuban/contract/pricing';
import type { AppContext } from '../context';
import { unauthorized } from '../http/app-error';
import { findLowBalanceSetting, setLowBalanceThreshold } from './low-balance-repo';

/** The user's low-balance mail setting in PKR (401 when the account is gone). */
export async function lowBalanceAlertOf(ctx: AppContext, userId: string): Promise<LowBalanceAlert> {
  const setting = await findLowBalanceSetting(ctx.db, userId);
  if (!setting) throw unauthorized();
  return {
    threshold: setting.thresholdMilli === null ? null : milliToPkr(setting.thresholdMilli),
    armed: setting.armed,
  };
}

/** Sets the low-balance threshold in PKR (null: no mail) and answers the setting as it now stands. */
export async function setLowBalanceAlert(
  ctx: AppContext,
  userId: string,
  threshold: number | null,
): Promise<LowBalanceAlert> {
  await setLowBalanceThreshold(ctx.db, userId, threshold === null ? null : pkrToMilli(threshold), ctx.now());
  return lowBalanceAlertOf(ctx, userId);
}
