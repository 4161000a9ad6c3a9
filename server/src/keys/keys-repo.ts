import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ApiKeysTable } from '../db/schema';
import { timeOrderedId } from '../db/time-ordered-id';
import { spendMonthOf } from './key-month';

// Kysely access to api_keys (migration 0012). The secret is never here: only its keyed hash.

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** A key as its owner and staff see it: no hash, spend of the current month. */
export interface ApiKeyListing {
  id: string;
  name: string;
  lastFour: string;
  allowedServices: string[] | null;
  capMilli: number | null;
  spentThisMonthMilli: number;
  createdAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
  lastUsedAt: number | null;
}

export interface NewApiKey {
  userId: string;
  name: string;
  secretHash: string;
  lastFour: string;
  allowedServices: readonly string[] | null;
  capMilli: number | null;
  expiresAt: number | null;
  at: number;
}

export function parseAllowedServices(stored: string | null): string[] | null {
  if (stored === null) return null;
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : null;
}

/** What `row` spent in the month of `now` (0 once the month has turned since its last charge). */
export function spentThisMonth(row: Pick<ApiKeyRow, 'spend_month' | 'spend_milli'>, now: number): number {
  return row.spend_month === spendMonthOf(now) ? Number(row.spend_milli) : 0;
}

export function listingOf(row: ApiKeyRow, now: number): ApiKeyListing {
  return {
    id: row.id,
    name: row.name,
    lastFour: row.last_four,
    allowedServices: parseAllowedServices(row.allowed_services),
    capMilli: row.cap_milli === null ? null : Number(row.cap_milli),
    spentThisMonthMilli: spentThisMonth(row, now),
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

export async function insertApiKey(db: Db, key: NewApiKey): Promise<ApiKeyRow> {
  const row: ApiKeyRow = {
    id: timeOrderedId(key.at),
    user_id: key.userId,
    name: key.name,
    secret_hash: key.secretHash,
    last_four: key.lastFour,
    allowed_services: key.allowedServices === null ? null : JSON.stringify(key.allowedServices),
    cap_milli: key.capMilli,
    spend_month: null,
    spend_milli: 0,
    created_at: key.at,
    expires_at: key.expiresAt,
    revoked_at: null,
    last_used_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  return row;
}

/** Every key of the user, newest first, revoked ones included (the list shows them as revoked). */
export function listApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Keys that count against API_KEYS_MAX: neither revoked nor expired. */
export async function countLiveApiKeys(db: Db, userId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findApiKey(db: Db, userId: string, keyId: string): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', keyId)
    .executeTakeFirst();
}

/** Revokes the key (once: the first revoke's time stays). False when the user has no such key. */
export async function revokeApiKey(db: Db, userId: string, keyId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  return (await findApiKey(db, userId, keyId)) !== undefined;
}

/** Remembers when the key was last used, at most once a minute per key (a write per call would not pay). */
export async function touchApiKey(db: Db, keyId: string, at: number): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at - 60_000)]))
    .execute();
}

/** Names of the user's keys by id (history and staff views show a job's key by name). */
export async function apiKeyNames(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('api_keys').select(['id', 'name']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The key with this secret hash and its holder (not a deleted account), for a call's credentials. */
export function findKeyHolder(db: Db, secretHash: string) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.role',
      'u.status',
      'u.balance_milli',
      'k.id as key_id',
      'k.name as key_name',
      'k.allowed_services',
      'k.cap_milli',
      'k.spend_month',
      'k.spend_milli',
      'k.expires_at',
      'k.revoked_at',
      'k.last_used_at',
    ])
    .where('k.secret_hash', '=', secretHash)
    .where('u.status', '!=', 'deleted')
    .executeTakeFirst();
}
