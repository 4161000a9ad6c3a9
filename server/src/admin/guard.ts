import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyRequest } from 'fastify';
import { type Principal, requireStaff } from '../auth';
import { authFirst } from '../auth/route-auth';
import type { AppContext } from '../context';
import { forbidden } from '../http/app-error';

/**
 * Admin calls need a staff member's browser session. An API access token never reaches the
 * console, even a staff member's: a leaked integration token must not be able to move money.
 */
export async function requireStaffSession(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  const principal = await requireStaff(ctx, request);
  if (principal.channel !== 'web') throw forbidden(coded('staff.staffSessionOnly'), 'staff_session_only');
  return principal;
}

/** requireStaffSession as the route's first step, before its schema (see auth/route-auth). */
export const staffSessionFirst = (ctx: AppContext) =>
  authFirst((request) => requireStaffSession(ctx, request));
