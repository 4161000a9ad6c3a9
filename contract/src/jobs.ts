import { z } from 'zod';

/** What a long engine job counts while it runs (issue #25 item 5). */
export const progressUnits = ['lines', 'seconds', 'sentences', 'pages'] as const;
export type ProgressUnit = (typeof progressUnits)[number];

/**
 * A job as the tool screen polls it. `queued`: waiting for a runner, the only state it may be
 * cancelled in; `cancelled`: cancelled while queued, its charge refunded.
 */
export const jobPhases = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobPhase = (typeof jobPhases)[number];

export const jobProgress = z.object({
  done: z.number(),
  /** Null when the engine cannot know the total in advance. */
  total: z.number().nullable(),
  unit: z.enum(progressUnits),
});
export type JobProgress = z.infer<typeof jobProgress>;

export const jobStateResponse = z.object({
  jobId: z.string(),
  serviceId: z.string(),
  phase: z.enum(jobPhases),
  progress: jobProgress.nullable(),
  /** True only while queued: a running job cannot be cancelled. */
  cancellable: z.boolean(),
  createdAt: z.number(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
export type JobStateResponse = z.infer<typeof jobStateResponse>;

export const jobIdParams = z.object({ jobId: z.string().min(1).max(64) });
/** The Idempotency-Key an API caller sent with its call: it may poll before it knows the job id. */
export const jobKeyParams = z.object({ key: z.string().min(1).max(200) });
/** The tool screen's own call of a service, still queued or running (browser calls only). */
export const activeJobParams = z.object({ serviceId: z.string().min(1).max(64) });

export const cancelJobResponse = z.object({
  jobId: z.string(),
  phase: z.literal('cancelled'),
  /** PKR given back (0 for a free browser call). */
  refunded: z.number(),
});
export type CancelJobResponse = z.infer<typeof cancelJobResponse>;
