import { messageResponse } from '@zuban/contract/accounts';
import { userIdParams } from '@zuban/contract/admin';
import { said } from '@zuban/contract/message-catalogue';
import { userRateLimits, userRateLimitUpdate } from '@zuban/contract/rate-limits';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { staffSessionFirst } from './guard';
import { setUserRateLimit, userRateLimitsOf } from './rate-limit-service';

/**
 * A user's own API rate limits (issue #34 item 4): staff raise (or lower) the calls per window one
 * user's access token may make to a family, as they set a user's own price; audited like it.
 */
export async function adminRateLimitRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };

  const list = { params: userIdParams, response: { 200: userRateLimits } };
  routes.post('/backend/user_rate_limits/:userId', { ...staff, schema: list }, async (request) =>
    userRateLimitsOf(ctx, request.params.userId),
  );

  const update = { body: userRateLimitUpdate, response: { 200: messageResponse } };
  routes.post('/backend/update_user_rate_limit', { ...staff, schema: update }, async (request) => {
    await setUserRateLimit(ctx, principalOf(request), request.body);
    return said(request.body.limit === null ? 'rateLimit.reset' : 'rateLimit.saved');
  });
}
