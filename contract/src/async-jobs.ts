import { z } from 'zod';
import { jobPhases, jobProgress } from './jobs';

/** Where an asynchronous job's resource lives; the 202's Location. */
export const asyncJobPath = (jobId: string) => `/v1/jobs/${jobId}`;
/** A binary result (audio, PDF) served as itself, with its Content-Type. */
export const asyncJobResultPath = (jobId: string) => `/v1/jobs/${jobId}/result`;

export const webhookEvents = ['job.succeeded', 'job.failed', 'job.cancelled'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookAttempt = z.object({
  at: z.number().meta({ description: 'When it was sent (epoch milliseconds).' }),
  statusCode: z.number().nullable().meta({ description: 'What the receiver answered; null: no answer.' }),
  latencyMs: z.number(),
  error: z
    .string()
    .nullable()
    .meta({ description: 'Why it failed without an answer (timeout, refused address …).' }),
});

export const webhookDelivery = z.object({
  id: z.string().meta({ description: 'The `webhook-id` header of every attempt.' }),
  event: z.enum(webhookEvents),
  url: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  nextAttemptAt: z.number().nullable(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDeliveryView = z.infer<typeof webhookDelivery>;

export const asyncJobError = z.object({
  status: z.number().meta({ description: 'The HTTP status the synchronous call would have answered.' }),
  code: z.string(),
  message: z.string(),
});

/**
 * An asynchronous job (`Prefer: respond-async`). Once it has succeeded, the same resource also
 * carries the synchronous call's answer (`result`, `response`, the service's extra fields).
 */
export const asyncJob = z.looseObject({
  id: z.string(),
  service: z.string().meta({ description: 'The service id (catalogue).' }),
  status: z.enum(jobPhases),
  progress: jobProgress.nullable(),
  cost: z.number().meta({ description: 'The charge in PKR (refunded when failed or cancelled).' }),
  createdAt: z.number(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  links: z.object({
    self: z.string(),
    result: z
      .string()
      .optional()
      .meta({ description: 'The binary result (audio, PDF) as a file, with its Content-Type.' }),
    cancel: z.string().optional().meta({ description: 'POST here while the job is queued.' }),
  }),
  error: asyncJobError.nullable(),
  deliveries: z.array(webhookDelivery),
});
export type AsyncJobView = z.infer<typeof asyncJob>;

export const asyncJobParams = z.object({ jobId: z.string().min(1).max(64) });

/** The account's webhook settings: the default URL and whether a signing secret exists. */
export const webhookSettings = z.object({
  url: z.string().nullable(),
  secretSet: z.boolean(),
  /** The last four characters, to tell secrets apart. */
  secretHint: z.string().nullable(),
  keepInputs: z.boolean().meta({
    description: 'False: inputs of asynchronous jobs are removed as soon as they finish.',
  }),
});
export type WebhookSettings = z.infer<typeof webhookSettings>;

export const webhookSettingsUpdate = z.object({
  url: z
    .string()
    .max(2000)
    .nullable()
    .optional()
    .meta({ description: 'The default callback for asynchronous jobs (http or https); null removes it.' }),
  keepInputs: z.boolean().optional(),
});

/** A new signing secret: shown this once, never again. */
export const webhookSecretCreated = webhookSettings.extend({
  secret: z.string().meta({ description: 'whsec_… Keep it: it is not shown again.' }),
});
