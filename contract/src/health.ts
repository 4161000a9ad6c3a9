import { z } from 'zod';

// GET /healthz: liveness and readiness for load balancers and the status page (200, or 503 when
// the database does not answer). Engine detail and why Redis is down are for signed-in staff only.

const engineHealth = z.object({
  name: z.string(),
  ok: z.boolean(),
  /** Staff only: model paths, tool versions, or why the engine cannot run. */
  detail: z.string().optional(),
});

const familyHealth = z.object({
  /** Jobs waiting for a worker. */
  waiting: z.number(),
  /** Jobs a worker is running. */
  active: z.number(),
  /** Workers consuming this family's queue (this process itself without Redis). */
  workers: z.number(),
  maxLength: z.number(),
});

export const healthReport = z.object({
  ok: z.boolean(),
  /** Alive and done loading the text engines' models: a balancer may hold traffic until then. */
  ready: z.boolean(),
  version: z.string(),
  database: z.object({ ok: z.boolean(), kind: z.enum(['sqlite', 'postgres']) }),
  engines: z.array(engineHealth),
  queue: z.object({
    mode: z.enum(['in-process', 'bullmq']),
    ok: z.boolean(),
    /** Staff only: why Redis is unreachable. */
    detail: z.string().optional(),
    families: z.record(z.string(), familyHealth),
  }),
});
export type HealthReport = z.infer<typeof healthReport>;
