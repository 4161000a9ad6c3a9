import type { ApiKeyCreate } from '@zuban/contract/api-keys';
import type { AppContext } from '../context';
import { createApiKey } from './create-key';

/** A named key of the user, made as POST /v1/keys makes it (tests): its id and secret. */
export async function makeTestKey(
  ctx: AppContext,
  userId: string,
  options: Partial<ApiKeyCreate> = {},
): Promise<{ id: string; secret: string }> {
  const created = await createApiKey(ctx, userId, { name: 'test app', ...options }, 1000);
  return { id: created.id, secret: created.secret };
}
