import { milliToPkr } from '@zuban/contract/pricing';
import { USAGE_TIME_ZONE, type UsageResponse } from '@zuban/contract/usage';
import type { Db } from '../db/database';
import { DAY_MS, dailyUsage, karachiDay, karachiDayStart } from './usage-repo';

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` Karachi days up to and including today, one user's or (no userId) everyone's. */
export async function usageOverDays(
  db: Db,
  options: { now: number; days: number; userId?: string | undefined; keyId?: string | undefined },
): Promise<UsageResponse> {
  const today = karachiDay(options.now);
  const first = today - options.days + 1;
  const rows = await dailyUsage(db, {
    fromMs: karachiDayStart(first),
    userId: options.userId,
    keyId: options.keyId,
  });
  return {
    timeZone: USAGE_TIME_ZONE,
    from: isoDay(first),
    to: isoDay(today),
    rows: rows
      .filter((r) => r.day <= today)
      .map((r) => ({
        day: isoDay(r.day),
        serviceId: r.serviceId,
        calls: r.calls,
        failures: r.failures,
        spend: milliToPkr(r.spendMilli),
      })),
  };
}
