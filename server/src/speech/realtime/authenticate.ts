import { asr } from '@zuban/contract/services/asr';
import { hashSessionId, sessionCookieName } from '../../auth';
import { lookupCredentialHolder, type PrincipalUser } from '../../auth/principal';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { findSessionUser } from '../../users/sessions-repo';

// Who opened a realtime socket: the access token in the spec's connection-id header (or, for
// browsers, which cannot set headers on a WebSocket, in the handshake auth), else the web
// tool's session cookie from a same-origin page.

export interface StreamCaller {
  userId: string;
  channel: 'web' | 'api';
  /** The named key the stream was opened with: its blocks count against the key's cap. */
  apiKeyId?: string;
}

export class SocketAuthError extends Error {
  constructor(
    readonly code: 'unauthorized' | 'forbidden',
    message: string,
  ) {
    super(message);
  }
}

export interface Handshake {
  headers: Record<string, string | string[] | undefined>;
  auth: Record<string, unknown>;
}

const header = (h: Handshake, name: string) => {
  const v = h.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  const prefix = `${sessionCookieName}=`;
  const value = cookieHeader
    ?.split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(prefix))
    ?.slice(prefix.length);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

function usable(user: PrincipalUser | undefined, channel: StreamCaller['channel']): StreamCaller {
  if (!user) throw new SocketAuthError('unauthorized', 'Please sign in or send a valid access token.');
  if (user.status !== 'active')
    throw new SocketAuthError('forbidden', 'This account cannot use the service.');
  const key = user.apiKey;
  if (key?.allowedServices && !key.allowedServices.includes(asr.id))
    throw new SocketAuthError('forbidden', `This API key may not call ${asr.id}.`);
  return { userId: user.id, channel, ...(key ? { apiKeyId: key.id } : {}) };
}

/** A named key's own refusals (revoked, expired) are the socket's 'unauthorized' with their message. */
async function tokenHolder(ctx: AppContext, token: string): Promise<PrincipalUser | undefined> {
  try {
    return await lookupCredentialHolder(ctx, token);
  } catch (error) {
    if (error instanceof AppError && error.status === 401)
      throw new SocketAuthError('unauthorized', error.message);
    throw error;
  }
}

export async function authenticateSocket(ctx: AppContext, handshake: Handshake): Promise<StreamCaller> {
  const token = header(handshake, 'connection-id') ?? handshake.auth.token ?? handshake.auth['connection-id'];
  if (typeof token === 'string' && token !== '') {
    return usable(await tokenHolder(ctx, token), 'api');
  }
  const sessionId = sessionIdFrom(header(handshake, 'cookie'));
  if (!sessionId) throw new SocketAuthError('unauthorized', 'Please sign in or send a valid access token.');
  // A cookie-authenticated socket must come from our own pages (cross-site WebSocket hijacking).
  const origin = header(handshake, 'origin');
  if (origin !== undefined && origin !== new URL(ctx.config.publicUrl).origin) {
    throw new SocketAuthError('forbidden', 'Cross-origin connections need an access token.');
  }
  return usable(await findSessionUser(ctx.db, hashSessionId(ctx, sessionId), ctx.now()), 'web');
}
