import { hashKeySecret, isKeySecret } from '../auth/key-secret';
import type { PrincipalKey } from '../auth/principal';
import type { AppContext } from '../context';
import { keyExpired, keyRevoked } from './key-errors';
import { findKeyHolder, parseAllowedServices, spentThisMonth, touchApiKey } from './keys-repo';

/** The user columns a principal is made of (auth/principal.ts PrincipalUser), read with the key. */
export interface KeyHolder {
  id: string;
  email: string;
  first_name: string;
  role: 'user' | 'admin';
  status: 'unconfirmed' | 'active' | 'suspended' | 'deleted';
  balance_milli: number;
  apiKey: PrincipalKey;
}

/**
 * The holder of a named key, read from the database on every call (no cache), so a revoke on any
 * instance stops the key at once: undefined for an unknown secret, 401 with its own code for a
 * revoked or expired key. The key's last use is written at most once a minute.
 */
export async function lookupKeyHolder(ctx: AppContext, secret: string): Promise<KeyHolder | undefined> {
  if (!isKeySecret(secret)) return undefined;
  const row = await findKeyHolder(ctx.db, hashKeySecret(ctx.config.sessionSecret, secret));
  if (!row) return undefined;
  const now = ctx.now();
  if (row.revoked_at !== null) throw keyRevoked();
  if (row.expires_at !== null && Number(row.expires_at) <= now) throw keyExpired();
  if (row.last_used_at === null || Number(row.last_used_at) < now - 60_000)
    await touchApiKey(ctx.db, row.key_id, now);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    role: row.role,
    status: row.status,
    balance_milli: Number(row.balance_milli),
    apiKey: {
      id: row.key_id,
      name: row.key_name,
      allowedServices: parseAllowedServices(row.allowed_services),
      capMilli: row.cap_milli === null ? null : Number(row.cap_milli),
      spentMilli: spentThisMonth(row, now),
    },
  };
}
