import type { AppContext } from '../context';
import { insertSession, revokeSession } from '../users/sessions-repo';
import { memoKeyedHash } from './secrets';
import { newSessionId, sessionLifetimeMs } from './session-cookie';

export function hashSessionId(ctx: AppContext, sessionId: string): string {
  return memoKeyedHash(ctx.config.sessionSecret, 'session', sessionId);
}

/** Starts a session and returns its id (the cookie value); only its hash is stored. */
export async function startSession(ctx: AppContext, userId: string): Promise<string> {
  const sessionId = newSessionId();
  const now = ctx.now();
  await insertSession(ctx.db, {
    idHash: hashSessionId(ctx, sessionId),
    userId,
    createdAt: now,
    expiresAt: now + sessionLifetimeMs,
  });
  return sessionId;
}

export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, hashSessionId(ctx, sessionId), ctx.now());
}
