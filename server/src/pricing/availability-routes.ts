import { serviceAvailabilityList } from '@zuban/contract/availability';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolvePrincipal } from '../auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { serviceAvailability } from './availability';

/** Staff see what is missing and how to install it; a failed look-up just means not staff. */
async function isStaff(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const principal = await resolvePrincipal(ctx, request).catch(() => null);
  return principal?.role === 'admin' && principal.status === 'active';
}

/**
 * GET /backend/service_availability: which services can run on this server, for the tool screens,
 * landing and pricing pages (public: only yes or no) and the staff engine page (what is missing, and
 * the command that installs it).
 */
export async function availabilityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const schema = { response: { 200: serviceAvailabilityList } };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/backend/service_availability', { schema }, async (request, reply) => {
    const staff = await isStaff(ctx, request);
    // The answer differs for staff, and an engine installed at a restart should show at once.
    reply.header('cache-control', 'no-store');
    return serviceAvailability(ctx, staff);
  });
}
