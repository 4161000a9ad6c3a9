import { PIPELINE_SERVICE_ID } from '@zuban/contract/pipeline';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Pakistan keeps UTC+5 all year (no daylight saving since 2009), so a Karachi calendar day is a
 * fixed offset of UTC and the day number is integer arithmetic that SQLite and PostgreSQL compute
 * alike, with no time-zone tables in either database.
 */
export const KARACHI_OFFSET_MS = 5 * 3600 * 1000;
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 in Asia/Karachi of an epoch-millisecond instant. */
export function karachiDay(epochMs: number): number {
  return Math.floor((epochMs + KARACHI_OFFSET_MS) / DAY_MS);
}

/** The first instant (epoch ms) of a Karachi day number. */
export function karachiDayStart(day: number): number {
  return day * DAY_MS - KARACHI_OFFSET_MS;
}

export interface DailyUsage {
  day: number;
  serviceId: string;
  calls: number;
  failures: number;
  /** Integer milli-PKR kept for succeeded calls. */
  spendMilli: number;
}

// created_at is never before 1970, so integer division truncates the same as floor in both databases.
const dayOf = sql<number>`(created_at + ${sql.lit(KARACHI_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

/**
 * Jobs from `fromMs` on, grouped by Karachi day and service: calls, failures (refunded) and the
 * money kept (succeeded calls' cost; a running call's charge is not counted until it settles).
 * One user's, or everyone's when `userId` is undefined (the staff console); only the calls of the
 * named key `keyId` when it is given.
 */
export async function dailyUsage(
  db: Kysely<Database>,
  options: { fromMs: number; userId?: string | undefined; keyId?: string | undefined },
): Promise<DailyUsage[]> {
  let query = db
    .selectFrom('jobs')
    .select((eb) => [
      dayOf.as('day'),
      'service_id',
      eb.fn.countAll<number | string>().as('calls'),
      eb.fn
        .sum<number | string>(eb.case().when('status', '=', 'failed').then(1).else(0).end())
        .as('failures'),
      eb.fn
        .sum<number | string>(
          eb.case().when('status', '=', 'succeeded').then(eb.ref('cost_milli')).else(0).end(),
        )
        .as('spend_milli'),
    ])
    .where('created_at', '>=', options.fromMs)
    // A pipeline's own job is not a call (cost 0): its steps are counted as their services' calls.
    .where('service_id', '!=', PIPELINE_SERVICE_ID);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  if (options.keyId !== undefined) query = query.where('api_key_id', '=', options.keyId);
  const rows = await query.groupBy([dayOf, 'service_id']).orderBy('day').orderBy('service_id').execute();
  // PostgreSQL answers count and sum of bigint as strings (int8, numeric): whole numbers either way.
  return rows.map((r) => ({
    day: Number(r.day),
    serviceId: r.service_id,
    calls: Number(r.calls),
    failures: Number(r.failures),
    spendMilli: Number(r.spend_milli),
  }));
}
