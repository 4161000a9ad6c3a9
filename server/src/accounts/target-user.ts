import { coded } from '@zuban/contract/message-catalogue';
import { assertStaffSession } from '../admin/staff-access';
import { lookupUserByAccessToken, type Principal } from '../auth';
import type { AppContext } from '../context';
import { forbidden, notFound, unauthorized } from '../http/app-error';
import { findUserByEmail, findUserById, type UserRow } from '../users/users-repo';

export interface Target {
  user: UserRow;
  /** True when staff act on someone else's account: the caller writes the audit row. */
  onBehalf: boolean;
}

/**
 * The user a call acts on: the caller, unless the body or path names someone else by email or
 * access token, which only staff in a browser session may do (403 not_owner for users, 403
 * staff_session_only for a staff access token, 404 for staff naming nobody).
 */
export async function targetUser(
  ctx: AppContext,
  principal: Principal,
  named: { email?: string | undefined; accessToken?: string | undefined },
): Promise<Target> {
  const staff = principal.role === 'admin';
  if (named.email !== undefined && named.email.toLowerCase() !== principal.email) {
    if (!staff) throw forbidden(coded('account.notYours'), 'not_owner');
    assertStaffSession(principal);
    const user = await findUserByEmail(ctx.db, named.email);
    if (!user) throw notFound(coded('account.userNotFound'), 'user_not_found');
    return { user, onBehalf: true };
  }
  if (named.accessToken !== undefined) {
    const holder = await lookupUserByAccessToken(ctx, named.accessToken);
    if (holder?.id !== principal.userId) {
      if (!staff) throw forbidden(coded('account.notYours'), 'not_owner');
      assertStaffSession(principal);
      if (!holder) throw notFound(coded('account.userNotFound'), 'user_not_found');
      return { user: holder, onBehalf: true };
    }
  }
  const self = await findUserById(ctx.db, principal.userId);
  if (!self) throw unauthorized(coded('account.signInRequired'));
  return { user: self, onBehalf: false };
}
