import type { AdminUser } from '@zuban/contract/admin';
import { type CodedMessage, coded } from '@zuban/contract/message-catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import type { UserStatus } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { revokeUserSessions } from '../users/sessions-repo';
import { findUserByEmail } from '../users/users-repo';
import { presentAdminUser, searchUsers, setUserStatus } from './admin-users-repo';
import { recordAudit } from './audit-repo';
import { loadTargetUser, refuseSelf, type SelfAction } from './load-target';

// The staff console's user table: finding users, moving them between statuses, mailing them.

/** Users for the admin table, newest first; `text` matches name or email. Deleted users are hidden. */
export async function findUsersForStaff(ctx: AppContext, text: string | undefined): Promise<AdminUser[]> {
  return searchUsers(ctx.db, text);
}

/** One user as the admin table shows it (404 user_not_found for an unknown or deleted one). */
export async function userForStaff(ctx: AppContext, userId: string): Promise<AdminUser> {
  return presentAdminUser(await loadTargetUser(ctx, userId));
}

/** A status move staff can make: where to, from which statuses, and its audit action. */
export interface StatusMove {
  action: string;
  to: UserStatus;
  from: UserStatus[];
  verb: SelfAction;
  /** The 409 message when the user is in none of the `from` statuses. */
  failed: CodedMessage;
}

/**
 * Moves a user to another status with its audit row (404 unknown user, 400 own account, 409 when
 * the user is not in a status it moves from). Suspension and deletion end the user's sessions.
 */
export async function changeUserStatus(
  ctx: AppContext,
  actor: Principal,
  userId: string,
  move: StatusMove,
): Promise<void> {
  const user = await loadTargetUser(ctx, userId);
  refuseSelf(actor, user, move.verb);
  const now = ctx.now();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await setUserStatus(trx, user.id, move.to, move.from, now))) return false;
    // Suspension and deletion take effect at once: live sessions end with them.
    if (move.to !== 'active') await revokeUserSessions(trx, user.id, now);
    await recordAudit(
      trx,
      actor,
      {
        action: move.action,
        targetType: 'user',
        targetId: user.id,
        before: { status: user.status },
        after: { status: move.to },
      },
      now,
    );
    return true;
  });
  if (!changed) throw new AppError(409, 'status_unchanged', move.failed);
}

/** Mails a user through the platform's mailer (404 unknown user, 502 mail_failed) and audits it. */
export async function mailUser(
  ctx: AppContext,
  actor: Principal,
  mail: { emailId: string; subject: string; message: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, mail.emailId);
  if (!user || user.status === 'deleted') throw notFound(coded('staff.noSuchUser'), 'user_not_found');
  try {
    await ctx.mailer.send({ to: user.email, subject: mail.subject, text: mail.message }, log);
  } catch (e) {
    log.error({ err: e }, 'admin mail failed');
    throw new AppError(502, 'mail_failed', coded('admin.mailNotSent'));
  }
  await recordAudit(
    ctx.db,
    actor,
    { action: 'user.mail', targetType: 'user', targetId: user.id, after: { subject: mail.subject } },
    ctx.now(),
  );
}
