import { coded } from '@zuban/contract/message-catalogue';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { AppError, forbidden } from '../http/app-error';

// Rules for staff actions that move money or set prices (#22 finding 5): nobody acts on their own
// account, and an amount above STAFF_SECOND_APPROVAL_ABOVE_PKR moves only when a second, different
// staff member approves it.

/** Milli-PKR; a top-up or a balance addition above it needs two staff members. */
export function secondApprovalAboveMilli(ctx: AppContext): number {
  return ctx.config.settings.STAFF_SECOND_APPROVAL_ABOVE_PKR * 1000;
}

/** 403 when a staff member would move money to, or set the price of, their own account. */
export function refuseOwnAccount(actor: Principal, userId: string): void {
  if (actor.userId === userId) {
    throw forbidden(coded('staff.ownAccountForbidden'), 'own_account_forbidden');
  }
}

/** The staff member who gave the first approval cannot give the second. */
export function secondApproverRequired(): AppError {
  return new AppError(403, 'second_approver_required', coded('staff.secondApproverRequired'));
}
