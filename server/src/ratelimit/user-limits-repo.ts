import { type RateFamily, rateFamilies } from '@zuban/contract/rate-limits';
import type { Db } from '../db/database';

/** A user's own limits, per family; a family missing here takes the default. */
export type UserRateLimits = Partial<Record<RateFamily, number>>;

function asLimits(rows: { family: string; calls: number }[]): UserRateLimits {
  const limits: UserRateLimits = {};
  for (const row of rows) {
    const family = rateFamilies.find((f) => f === row.family);
    if (family) limits[family] = Number(row.calls);
  }
  return limits;
}

export async function listUserRateLimits(db: Db, userId: string): Promise<UserRateLimits> {
  return asLimits(
    await db
      .selectFrom('user_rate_limits')
      .select(['family', 'calls'])
      .where('user_id', '=', userId)
      .execute(),
  );
}

/**
 * The own limits of the (not deleted) holder of an access token, or of a named key (its keyed hash,
 * auth/key-secret.ts: another purpose than the token's, so the two cannot collide), in one query.
 */
export async function rateLimitsOfToken(db: Db, tokenHash: string): Promise<UserRateLimits> {
  return asLimits(
    await db
      .selectFrom('user_rate_limits')
      .innerJoin('users', 'users.id', 'user_rate_limits.user_id')
      .select(['user_rate_limits.family', 'user_rate_limits.calls'])
      .where((eb) =>
        eb.or([
          eb('users.token_hash', '=', tokenHash),
          eb.exists(
            eb
              .selectFrom('api_keys')
              .select('api_keys.id')
              .whereRef('api_keys.user_id', '=', 'users.id')
              .where('api_keys.secret_hash', '=', tokenHash),
          ),
        ]),
      )
      .where('users.status', '!=', 'deleted')
      .execute(),
  );
}

/** Sets (a number) or removes (null: back to the default) a user's own limit for one family. */
export async function saveUserRateLimit(
  db: Db,
  userId: string,
  family: RateFamily,
  calls: number | null,
  at: number,
): Promise<void> {
  if (calls === null) {
    await db
      .deleteFrom('user_rate_limits')
      .where('user_id', '=', userId)
      .where('family', '=', family)
      .execute();
    return;
  }
  await db
    .insertInto('user_rate_limits')
    .values({ user_id: userId, family, calls, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'family']).doUpdateSet({ calls, updated_at: at }))
    .execute();
}
