import type { RateFamily, UserRateLimits } from '@zuban/contract/rate-limits';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { apiRateLimits, RATE_FAMILIES } from '../ratelimit/api-limits';
import { forgetUserRateLimits } from '../ratelimit/user-limit-cache';
import { listUserRateLimits, saveUserRateLimit } from '../ratelimit/user-limits-repo';
import { recordAudit } from './audit-repo';
import { loadTargetUser } from './load-target';
import { refuseOwnAccount } from './money-rules';

// A user's own API rate limits (issue #34 item 4): staff raise (or lower) the calls per window one
// user's access token may make to a family, as they set a user's own price; audited like it.

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

/** Each family's limit for a user: the default, their own where staff set one (404 unknown user). */
export async function userRateLimitsOf(ctx: AppContext, userId: string): Promise<UserRateLimits> {
  const user = await loadTargetUser(ctx, userId);
  return presentLimits(ctx, user.id);
}

/**
 * Sets (or with null removes) a user's own limit for one family, with its audit row; the servers'
 * cached limits are dropped so the next call counts by it.
 */
export async function setUserRateLimit(
  ctx: AppContext,
  actor: Principal,
  change: { userId: string; family: RateFamily; limit: number | null },
): Promise<void> {
  const { family, limit } = change;
  const user = await loadTargetUser(ctx, change.userId);
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
}
