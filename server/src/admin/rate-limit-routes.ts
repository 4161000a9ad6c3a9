import { messageResponse } from '@zuban/contract/accounts';
import { userIdParams } from '@zuban/contract/admin';
import { said } from '@zuban/contract/message-catalogue';
import { type UserRateLimits, userRateLimits, userRateLimitUpdate } from '@zuban/contract/rate-limits';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { apiRateLimits, RATE_FAMILIES } from '../ratelimit/api-limits';
import { forgetUserRateLimits } from '../ratelimit/user-limit-cache';
import { listUserRateLimits, saveUserRateLimit } from '../ratelimit/user-limits-repo';
import { recordAudit } from './audit-repo';
import { staffSessionFirst } from './guard';
import { loadTargetUser } from './load-target';
import { refuseOwnAccount } from './money-rules';

async function presentLimits(ctx: AppContext, userId: string): Promise<UserRateLimits> {
  const defaults = apiRateLimits(ctx.config);
  const own = await listUserRateLimits(ctx.db, userId);
  return {
    windowSeconds: defaults.windowMs / 1000,
    families: RATE_FAMILIES.map((family) => ({
      family,
      defaultLimit: defaults.perFamily[family],
      userLimit: own[family] ?? null,
      limit: own[family] ?? defaults.perFamily[family],
    })),
  };
}

/**
 * A user's own API rate limits (issue #34 item 4): staff raise (or lower) the calls per window one
 * user's access token may make to a family, as they set a user's own price; audited like it.
 */
export async function adminRateLimitRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };

  const list = { params: userIdParams, response: { 200: userRateLimits } };
  routes.post('/backend/user_rate_limits/:userId', { ...staff, schema: list }, async (request) => {
    const user = await loadTargetUser(ctx, request.params.userId);
    return presentLimits(ctx, user.id);
  });

  const update = { body: userRateLimitUpdate, response: { 200: messageResponse } };
  routes.post('/backend/update_user_rate_limit', { ...staff, schema: update }, async (request) => {
    const actor = principalOf(request);
    const { userId, family, limit } = request.body;
    const user = await loadTargetUser(ctx, userId);
    // A staff member's own token is no different from their own price.
    refuseOwnAccount(actor, user.id);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      const before = (await listUserRateLimits(trx, user.id))[family] ?? null;
      await saveUserRateLimit(trx, user.id, family, limit, now);
      await recordAudit(
        trx,
        actor,
        {
          action: 'rate_limit.update',
          targetType: 'user',
          targetId: user.id,
          before: { family, limit: before },
          after: { family, limit },
        },
        now,
      );
    });
    forgetUserRateLimits(ctx);
    return said(limit === null ? 'rateLimit.reset' : 'rateLimit.saved');
  });
}
