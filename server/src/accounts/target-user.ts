import { accountMessages as m } from '@zuban/contract/messages';
import { lookupUserByAccessToken, type Principal } from '../auth';
import type { AppContext } from '../context';
import { forbidden, notFound, unauthorized } from '../http/app-error';
import { findUserByEmail, findUserById, type UserRow } from '../users/users-repo';

/**
 * The user a call acts on: the caller, unless the body or path names someone else by email or
 * access token, which only staff may do (403 for anyone else, 404 for staff naming nobody).
 */
export async function targetUser(
  ctx: AppContext,
  principal: Principal,
  named: { email?: string | undefined; accessToken?: string | undefined },
): Promise<UserRow> {
  const staff = principal.role === 'admin';
  if (named.email !== undefined && named.email.toLowerCase() !== principal.email) {
    if (!staff) throw forbidden(m.notYours, 'not_owner');
    const user = await findUserByEmail(ctx.db, named.email);
    if (!user) throw notFound(m.userNotFound, 'user_not_found');
    return user;
  }
  if (named.accessToken !== undefined) {
    const holder = await lookupUserByAccessToken(ctx, named.accessToken);
    if (holder?.id !== principal.userId) {
      if (!staff) throw forbidden(m.notYours, 'not_owner');
      if (!holder) throw notFound(m.userNotFound, 'user_not_found');
      return holder;
    }
  }
  const self = await findUserById(ctx.db, principal.userId);
  if (!self) throw unauthorized(m.signInRequired);
  return self;
}
