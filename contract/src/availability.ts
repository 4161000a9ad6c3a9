/**
 * GET /backend/service_availability: whether each service's engine can run on this server now. The
 * tool screens, landing and pricing pages read `available`; staff also get what is missing and the
 * command that installs it.
 */
export interface ServiceAvailability {
  serviceId: string;
  available: boolean;
  /** Staff only: what is missing (the engine's own words). */
  missing?: string;
  /** Staff only: the command that installs it. */
  install?: string;
}
