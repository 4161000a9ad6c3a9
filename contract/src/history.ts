import { z } from 'zod';

// POST /backend/history and /backend/jobdetails/{jobId}: the usage history the spec's table shows.

const pageNumber = z.coerce
  .number({ message: 'page must be a whole number from 1.' })
  .int('page must be a whole number from 1.')
  .min(1, 'page must be a whole number from 1.');

/** `?page=N`; the body's `page` is read too, as before the page moved to the query (#23). */
/** A named key's id (`GET /v1/keys`): only the jobs made with it (issue #32 item 3). */
export const keyFilter = z
  .string()
  .min(1)
  .max(64)
  .meta({ description: 'Only the jobs made with this named key (its id).' });

export const historyQuery = z.object({ page: pageNumber.optional(), key: keyFilter.optional() });

export const historyRequest = z.object({
  page: pageNumber.optional(),
  /** Staff only: whose history (the admin's /users_summary/{accessToken} page). */
  accessToken: z.string().optional(),
  userId: z.string().optional(),
});
export type HistoryRequest = z.output<typeof historyRequest>;

export const jobStatus = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);

/** A history row: id, serviceId, cost (PKR), date and time in Pakistan time. */
export const historyItem = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  /** PKR */
  cost: z.number(),
  date: z.string(),
  time: z.string(),
  channel: z.enum(['web', 'api']),
  status: jobStatus,
  createdAt: z.number(),
  /** The named key the call was made with; null: the access token or the browser. */
  keyId: z.string().nullable().optional(),
});
export type HistoryItem = z.infer<typeof historyItem>;
export const historyPage = z.array(historyItem);

export const jobDetailParams = z.object({ jobId: z.string() });

/** The job detail page: the history fields plus remarks (status), text (input summary) and parameters. */
export const jobDetail = historyItem.extend({
  remarks: z.string(),
  text: z.string(),
  parameters: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  units: z.number(),
  durationMs: z.number().nullable(),
});
export type JobDetail = z.infer<typeof jobDetail>;
