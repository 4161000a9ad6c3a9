import type { ApiKeyView } from '@zuban/contract/api-keys';
import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import { viewOf } from './key-view';
import { findApiKey, revokeApiKey } from './keys-repo';

/**
 * Revokes one of the user's named keys (404 api_key_not_found for another's, an unknown or an
 * already revoked one) and answers it as it now stands. Keys are read from the database on every
 * call, so it stops working at once on every instance.
 */
export async function revokeNamedKey(ctx: AppContext, userId: string, keyId: string): Promise<ApiKeyView> {
  const now = ctx.now();
  if (!(await revokeApiKey(ctx.db, userId, keyId, now)))
    throw notFound(coded('apiKey.notFound'), 'api_key_not_found');
  const row = await findApiKey(ctx.db, userId, keyId);
  if (!row) throw notFound(coded('apiKey.notFound'), 'api_key_not_found');
  return viewOf(row, now);
}
