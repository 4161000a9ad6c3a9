import { createHash } from 'node:crypto';
import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import { AppError, badRequest } from '../http/app-error';
import {
  claimIdempotencyKey,
  deleteIdempotencyKey,
  findIdempotencyKey,
  storeAnswer,
} from './idempotency-repo';

export type IdempotencyStart =
  | { kind: 'none' }
  | { kind: 'new'; key: string }
  | { kind: 'replay'; statusCode: number; body: unknown };

/** Same body (whatever the key order, less the token) and same service → same hash. */
export function requestHash(serviceId: string, body: unknown): string {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (typeof v !== 'object' || v === null) return v;
    const entries = Object.entries(v)
      .filter(([k]) => k !== 'accessToken')
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([k, x]) => [k, strip(x)]));
  };
  return createHash('sha256')
    .update(serviceId)
    .update('\n')
    .update(JSON.stringify(strip(body)))
    .digest('hex');
}

/**
 * An `Idempotency-Key` makes a retried call charge once and return the first answer. The key is
 * claimed with an insert (unique per user), so two concurrent retries cannot both run.
 */
export async function beginIdempotent(
  ctx: AppContext,
  userId: string,
  header: string | string[] | undefined,
  /** Hashing the body is skipped for calls without a key. */
  hashBody: () => string,
): Promise<IdempotencyStart> {
  if (header === undefined) return { kind: 'none' };
  const hash = hashBody();
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('invalid_idempotency_key', coded('request.idempotencyKeyInvalid'));
  }
  const claimed = await claimIdempotencyKey(ctx.db, { userId, key, requestHash: hash, at: ctx.now() });
  if (claimed) return { kind: 'new', key };
  const existing = await findIdempotencyKey(ctx.db, userId, key);
  if (!existing) return beginIdempotent(ctx, userId, header, () => hash);
  if (existing.request_hash !== hash) {
    throw new AppError(422, 'idempotency_key_reused', coded('request.idempotencyKeyReused'));
  }
  if (existing.status_code === null || existing.response_body === null) {
    throw new AppError(409, 'idempotency_in_progress', coded('request.idempotencyInProgress'), {
      'retry-after': '1',
    });
  }
  return { kind: 'replay', statusCode: existing.status_code, body: JSON.parse(existing.response_body) };
}

/**
 * Keeps the answer for replays: the one place it is written, by the settlement of a synchronous
 * call (with its success) or the submission of an asynchronous one (with its charge).
 */
export async function rememberAnswer(
  db: AppContext['db'],
  userId: string,
  key: string,
  statusCode: number,
  body: unknown,
): Promise<void> {
  await storeAnswer(db, userId, key, { statusCode, responseBody: JSON.stringify(body) });
}

/** Frees the key after a failure that charged nothing (402, refunded engine failure): a retry runs afresh. */
export async function releaseIdempotent(ctx: AppContext, userId: string, key: string): Promise<void> {
  await deleteIdempotencyKey(ctx.db, userId, key);
}
