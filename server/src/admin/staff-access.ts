import { coded } from '@zuban/contract/message-catalogue';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { forbidden } from '../http/app-error';
import { recordAudit } from './audit-repo';

// Staff may act on another user's account (read their details, balance, history, jobs and files,
// change their profile), but only from a staff browser session, and every such act is audited
// (#22): an access token, even a staff member's, only ever acts on its own holder's account.

/** 403 unless the principal is staff signed in with a browser session. */
export function assertStaffSession(principal: Principal): void {
  if (principal.role === 'admin' && principal.channel === 'web') return;
  throw forbidden(coded('staff.actOnOtherSessionOnly'), 'staff_session_only');
}

/** Whether this principal may act on someone else's account (staff, browser session). */
export function isStaffSession(principal: Principal): boolean {
  return principal.role === 'admin' && principal.channel === 'web';
}

/** Records a staff member reading another user's data (writes audit themselves, with before/after). */
export async function auditStaffAccess(
  ctx: AppContext,
  actor: Principal,
  r: { action: string; targetType: string; targetId: string; after?: unknown },
): Promise<void> {
  await recordAudit(ctx.db, actor, r, ctx.now());
}
