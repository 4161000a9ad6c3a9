import { usageQuery, usageResponse } from '@zuban/contract/usage';
import type { FastifyInstance } from 'fastify';
import { staffSessionFirst } from '../admin/guard';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { keyScope } from '../jobs/job-reader';
import { usageOverDays } from './usage-view';

/**
 * GET /backend/usage: the signed-in user's calls and spend per day and service (the dashboard's
 * chart). GET /backend/admin/usage: the same over every user (revenue, calls, failures), staff
 * browser sessions only.
 */
export async function usageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: usageQuery, response: { 200: usageResponse } };
  routes.get('/backend/usage', { preValidation: signedIn(ctx), schema }, async (request) => {
    const principal = principalOf(request);
    return usageOverDays(ctx.db, {
      now: ctx.now(),
      days: request.query.days,
      userId: principal.userId,
      keyId: keyScope(principal, request.query.key),
    });
  });
  routes.get('/backend/admin/usage', { preValidation: staffSessionFirst(ctx), schema }, async (request) =>
    usageOverDays(ctx.db, { now: ctx.now(), days: request.query.days, keyId: request.query.key }),
  );
}
