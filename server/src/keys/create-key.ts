import { type ApiKeyCreate, type ApiKeyCreated, apiKeyCodes } from '@zuban/contract/api-keys';
import { coded } from '@zuban/contract/message-catalogue';
import { pkrToMilli } from '@zuban/contract/pricing';
import { issueKeySecret } from '../auth/key-secret';
import type { AppContext } from '../context';
import { AppError, badRequest } from '../http/app-error';
import { viewOf } from './key-view';
import { countLiveApiKeys, insertApiKey } from './keys-repo';

/**
 * Makes a named key and answers its secret, the only time it is seen. The count of live keys is
 * read before the insert: two creates racing could both pass it and leave one key over the limit,
 * which only the user can cause and only by one; a lock per user would cost more than it saves.
 */
export async function createApiKey(
  ctx: AppContext,
  userId: string,
  body: ApiKeyCreate,
  max: number,
): Promise<ApiKeyCreated> {
  const now = ctx.now();
  const expiresAt = body.expiresAt ?? null;
  if (expiresAt !== null && expiresAt <= now)
    throw badRequest('invalid_request', coded('apiKey.expiryInPast'), { field: 'expiresAt' });
  let capMilli: number | null = null;
  if (body.monthlyCap != null) {
    try {
      capMilli = pkrToMilli(body.monthlyCap);
    } catch {
      throw badRequest('invalid_request', coded('apiKey.capDecimals'), {
        field: 'monthlyCap',
      });
    }
  }
  if ((await countLiveApiKeys(ctx.db, userId, now)) >= max) {
    throw new AppError(409, apiKeyCodes.tooMany, coded('apiKey.tooMany', { max }));
  }
  const issued = issueKeySecret(ctx.config.sessionSecret);
  const allowed = body.allowedServices ? [...new Set(body.allowedServices)] : null;
  const row = await insertApiKey(ctx.db, {
    userId,
    name: body.name,
    secretHash: issued.hash,
    lastFour: issued.lastFour,
    allowedServices: allowed,
    capMilli,
    expiresAt,
    at: now,
  });
  return { ...viewOf(row, now), secret: issued.secret };
}
