import { z } from 'zod';

/**
 * Usage at a glance (issue #25 item 6): calls, failures and spend per day and service. Days are
 * calendar days in Pakistan time (Asia/Karachi, UTC+5 all year), as the history table shows them.
 */
export const USAGE_TIME_ZONE = 'Asia/Karachi';
export const USAGE_MAX_DAYS = 90;

export const usageQuery = z.object({
  days: z.coerce.number().int().min(1).max(USAGE_MAX_DAYS).default(30),
  /** Only the calls made with this named key (its id; issue #32 item 3). */
  key: z.string().min(1).max(64).optional(),
});

export const usageRow = z.object({
  /** YYYY-MM-DD in Asia/Karachi. */
  day: z.string(),
  serviceId: z.string(),
  calls: z.number().int(),
  failures: z.number().int(),
  /** PKR kept for succeeded calls (failed and cancelled ones were refunded); revenue for staff. */
  spend: z.number(),
});
export type UsageRow = z.infer<typeof usageRow>;

export const usageResponse = z.object({
  timeZone: z.literal(USAGE_TIME_ZONE),
  /** First and last day of the window, inclusive (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** Only days and services with calls; the chart fills the gaps with zeros. */
  rows: z.array(usageRow),
});
export type UsageResponse = z.infer<typeof usageResponse>;
