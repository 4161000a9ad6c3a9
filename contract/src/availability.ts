import { z } from 'zod';

/**
 * GET /backend/service_availability: whether each service's engine can run on this server now. The
 * tool screens, landing and pricing pages read `available`; staff also get what is missing and the
 * command that installs it.
 */
export const serviceAvailability = z.object({
  serviceId: z.string(),
  available: z.boolean(),
  /** Staff only: what is missing (the engine's own words). */
  missing: z.string().optional(),
  /** Staff only: the command that installs it. */
  install: z.string().optional(),
});
export type ServiceAvailability = z.infer<typeof serviceAvailability>;
export const serviceAvailabilityList = z.array(serviceAvailability);
