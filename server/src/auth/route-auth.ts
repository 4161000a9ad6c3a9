import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { type Principal, requireUser } from './principal';

// A route's credential check runs as its preValidation hook, so it comes before the route's schema:
// a caller without credentials hears 401/403, not what was wrong with a body they may not send.

const principals = new WeakMap<FastifyRequest, Principal>();

export type CredentialCheck = (request: FastifyRequest) => Promise<Principal>;

/** A preValidation hook that runs `check` and keeps who called for the handler (principalOf). */
export function authFirst(check: CredentialCheck): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    principals.set(request, await check(request));
  };
}

/** Who called: set by the route's authFirst hook; a route that reads it without one is a bug. */
export function principalOf(request: FastifyRequest): Principal {
  const principal = principals.get(request);
  if (!principal) throw new Error(`no authFirst hook on ${request.routeOptions.url}`);
  return principal;
}

/** The route's caller must be a signed-in, confirmed, active user (requireUser), checked first. */
export const signedIn = (ctx: AppContext) => authFirst((request) => requireUser(ctx, request));
