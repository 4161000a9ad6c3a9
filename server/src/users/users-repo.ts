import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Trx } from '../db/group-commit';
import type { UsersTable } from '../db/schema';

// Kysely access to the users table. Deleted users stay as rows (history refers to them) but
// every look-up here treats them as unknown.

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  | 'first_name'
  | 'last_name'
  | 'address'
  | 'country'
  | 'contact'
  | 'organization'
  | 'language'
  | 'language_chosen_at'
>;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
}

export function findUserByTokenHash(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
}

/** True when any row (deleted ones included) holds this email: the column is unique. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateProfile(db: Db, id: string, changes: ProfileChanges): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function setAccessToken(db: Db, id: string, hash: string, encrypted: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ token_hash: hash, token_encrypted: encrypted })
    .where('id', '=', id)
    .execute();
}

/** Unconfirmed -> active, with the role decided at confirmation. Returns false if not unconfirmed. */
export async function markConfirmed(db: Db, id: string, role: UserRow['role'], at: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: 'active', role, confirmed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'unconfirmed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Undoes a registration whose confirmation mail could not be sent (nothing else refers to it yet). */
export async function deleteNewUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', id).execute();
  await db.deleteFrom('users').where('id', '=', id).where('status', '=', 'unconfirmed').execute();
}

/**
 * Holds the user's row until the transaction ends, so that a check followed by an insert ("no
 * pending application yet", "fewer than N pending top-ups") cannot interleave with the same check
 * of a parallel request. PostgreSQL takes a row lock on the no-op update; SQLite runs one writing
 * transaction at a time anyway.
 */
export async function lockUserRow(trx: Trx, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ balance_milli: eb.ref('balance_milli') }))
    .where('id', '=', userId)
    .execute();
}

/** The columns a principal is made of, whatever the account's status (throws when there is no row). */
export function principalColumns(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'role', 'status', 'balance_milli'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
