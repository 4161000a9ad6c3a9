import type { AdminUser } from '@zuban/contract/admin';
import { milliToPkr } from '@zuban/contract/pricing';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserStatus, UsersTable } from '../db/schema';

export function presentAdminUser(u: Selectable<UsersTable>): AdminUser {
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    balance: milliToPkr(u.balance_milli),
    status: u.status,
    role: u.role,
    createdAt: u.created_at,
  };
}

/** Users for the admin table, newest first; `text` matches name or email. Deleted users are hidden. */
export async function searchUsers(
  db: Kysely<Database>,
  text: string | undefined,
  limit = 500,
): Promise<AdminUser[]> {
  let q = db.selectFrom('users').selectAll().where('status', '!=', 'deleted');
  const needle = text?.trim().toLowerCase();
  if (needle) {
    const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['email']), 'like', like),
        eb(eb.fn('lower', ['first_name']), 'like', like),
        eb(eb.fn('lower', ['last_name']), 'like', like),
      ]),
    );
  }
  const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map(presentAdminUser);
}

/** Moves a user between statuses, only from the allowed ones; false when nothing matched. */
export async function setUserStatus(
  db: Kysely<Database>,
  id: string,
  to: UserStatus,
  from: UserStatus[],
  at: number,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set(to === 'deleted' ? { status: to, deleted_at: at } : { status: to })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
