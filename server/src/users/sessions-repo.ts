import type { Db } from '../db/database';
import type { UserRow } from './users-repo';

// Browser sessions: only a keyed hash of the session id is stored, so a database dump cannot be
// replayed as a cookie.

export async function insertSession(
  db: Db,
  row: { idHash: string; userId: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: row.idHash,
      user_id: row.userId,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** The user of a live session (not revoked, not expired, user not deleted). */
export function findSessionUser(db: Db, idHash: string, now: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '!=', 'deleted')
    .executeTakeFirst();
}

export async function revokeSession(db: Db, idHash: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user, except optionally the one making the request. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: number,
  exceptIdHash?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
  await query.execute();
}
