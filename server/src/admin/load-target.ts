import { coded } from '@zuban/contract/message-catalogue';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/app-error';
import { findUserById, type UserRow } from '../users/users-repo';

/** The user an admin action is about, by opaque id; deleted users are gone for admin actions too. */
export async function loadTargetUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.status === 'deleted') throw notFound(coded('staff.noSuchUser'), 'user_not_found');
  return user;
}

const selfRefusals = {
  suspend: coded('staff.cannotSuspendSelf'),
  activate: coded('staff.cannotActivateSelf'),
  delete: coded('staff.cannotDeleteSelf'),
};

/** What staff may not do to their own account. */
export type SelfAction = keyof typeof selfRefusals;

/** Staff may not lock themselves out. */
export function refuseSelf(actor: Principal, user: UserRow, what: SelfAction): void {
  if (actor.userId === user.id) throw badRequest('own_account', selfRefusals[what]);
}
