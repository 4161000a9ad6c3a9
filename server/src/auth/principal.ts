import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, forbidden, unauthorized } from '../http/app-error';
import { findSessionUser } from '../users/sessions-repo';
import { findUserByTokenHash, type UserRow } from '../users/users-repo';
import { hashAccessToken } from './access-token';
import { isCrossOrigin, isStateChanging } from './csrf';
import { isKeySecret } from './key-secret';
import { readSessionId } from './session-cookie';
import { hashSessionId } from './sessions';

/** What a call made with a named key knows of it (Principal.apiKey; keys/key-principal.ts reads it). */
export interface PrincipalKey {
  id: string;
  name: string;
  /** Service ids it may call; null: all. */
  allowedServices: string[] | null;
  capMilli: number | null;
  /** Spent this month when the credentials were read: a pre-check only; the charge checks in SQL. */
  spentMilli: number;
}

/** Who is calling. Role and identity come from the server's records, never from the request body. */
export interface Principal {
  userId: string;
  email: string;
  firstName: string;
  role: 'user' | 'admin';
  status: UserRow['status'];
  /** The balance when the request was authenticated: a pre-check only; charges are conditional in SQL. */
  balanceMilli: number;
  /** 'web' = session cookie (browser), 'api' = access token (Authorization: Bearer or body accessToken). */
  channel: 'web' | 'api';
  /** The named key the call was made with (keys/); absent for the access token and the browser. */
  apiKey?: PrincipalKey;
}

/** The user columns a principal is made of: a token look-up needs to read no more. */
export type PrincipalUser = Pick<
  UserRow,
  'id' | 'email' | 'first_name' | 'role' | 'status' | 'balance_milli'
> & { apiKey?: PrincipalKey };

function toPrincipal(user: PrincipalUser, channel: Principal['channel']): Principal {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    role: user.role,
    status: user.status,
    balanceMilli: user.balance_milli,
    channel,
    ...(user.apiKey ? { apiKey: user.apiKey } : {}),
  };
}

/** Finds the holder of an access token; a caller may fetch more in the same query (call-service). */
export type TokenLookup = (ctx: AppContext, token: string) => Promise<PrincipalUser | undefined>;

/** The look-up key of an access token, or undefined for a string that cannot be one. */
export function accessTokenHash(ctx: AppContext, token: string): string | undefined {
  if (token.length < 20 || token.length > 200) return undefined;
  return hashAccessToken(ctx.config.sessionSecret, token);
}

/**
 * The holder of an API credential: a named key (`zk_…`, keys/key-principal.ts: 401 with its own
 * code when revoked or expired) or the account's access token. The key is looked up through the
 * context (ctx.lookupKeyHolder) because keys/ sits above auth/ and imports it.
 */
export function lookupCredentialHolder(ctx: AppContext, token: string): Promise<PrincipalUser | undefined> {
  return isKeySecret(token) ? ctx.lookupKeyHolder(ctx, token) : lookupUserByAccessToken(ctx, token);
}

/** The user holding this API access token, or undefined (deleted users count as unknown). */
export async function lookupUserByAccessToken(ctx: AppContext, token: string): Promise<UserRow | undefined> {
  const hash = accessTokenHash(ctx, token);
  return hash === undefined ? undefined : findUserByTokenHash(ctx.db, hash);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function bodyToken(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('accessToken' in body)) return undefined;
  const token = (body as { accessToken?: unknown }).accessToken;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * Resolves the caller, in this order: `Authorization: Bearer` (api), the session cookie (web),
 * then a body `accessToken` (api). A browser page that sends both its cookie and its token is a
 * web call. Returns null for no/unknown credentials; suspended and unconfirmed users are returned
 * with their status (requireUser refuses them). Throws 403 for a cookie-authenticated
 * state-changing request from another origin (CSRF).
 */
export async function resolvePrincipal(
  ctx: AppContext,
  request: FastifyRequest,
  lookupToken: TokenLookup = lookupCredentialHolder,
): Promise<Principal | null> {
  const bearer = bearerToken(request);
  if (bearer) {
    const user = await lookupToken(ctx, bearer);
    return user ? toPrincipal(user, 'api') : null;
  }
  const sessionId = readSessionId(request);
  if (sessionId) {
    const user = await findSessionUser(ctx.db, hashSessionId(ctx, sessionId), ctx.now());
    if (user) {
      if (isStateChanging(request) && isCrossOrigin(ctx.config, request)) {
        throw new AppError(403, 'cross_origin', coded('account.crossOrigin'));
      }
      return toPrincipal(user, 'web');
    }
  }
  const token = bodyToken(request);
  if (token) {
    const user = await lookupToken(ctx, token);
    return user ? toPrincipal(user, 'api') : null;
  }
  return null;
}

/** A signed-in, confirmed, not suspended user: 401 when nobody, 403 for unconfirmed or suspended. */
export async function requireUser(
  ctx: AppContext,
  request: FastifyRequest,
  lookupToken?: TokenLookup,
): Promise<Principal> {
  const principal = await resolvePrincipal(ctx, request, lookupToken);
  if (!principal) throw unauthorized(coded('account.signInRequired'));
  if (principal.status === 'suspended')
    throw forbidden(coded('account.accountSuspended'), 'account_suspended');
  if (principal.status === 'unconfirmed')
    throw forbidden(coded('account.accountUnconfirmed'), 'account_unconfirmed');
  return principal;
}

/** As requireUser, and the user must have the admin role. */
export async function requireStaff(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  const principal = await requireUser(ctx, request);
  if (principal.role !== 'admin') throw forbidden(coded('account.staffOnly'), 'staff_only');
  return principal;
}

/** Acting on `email` is allowed for its owner and for staff; anyone else gets 403. */
export function assertMayActOn(principal: Principal, email: string | undefined): void {
  if (email === undefined || email.toLowerCase() === principal.email || principal.role === 'admin') return;
  throw forbidden(coded('account.notYours'), 'not_owner');
}
