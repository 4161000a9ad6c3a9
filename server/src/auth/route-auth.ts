import { apiKeyCodes } from '@zuban/contract/api-keys';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden } from '../http/app-error';
import { type Principal, requireUser } from './principal';

// A route's credential check runs as its preValidation hook, so it comes before the route's schema:
// a caller without credentials hears 401/403, not what was wrong with a body they may not send.

declare module 'fastify' {
  interface FastifyRequest {
    /** Who called, set by the route's authFirst hook (read it with principalOf). */
    principal: Principal | null;
  }
}

/** Makes the request slot authFirst fills (buildApp, once, before the routes). */
export function decoratePrincipal(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('principal')) app.decorateRequest('principal', null);
}

export type CredentialCheck = (request: FastifyRequest) => Promise<Principal>;

/** A preValidation hook that runs `check` and keeps who called for the handler (principalOf). */
export function authFirst(check: CredentialCheck): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    request.principal = await check(request);
  };
}

/** Who called: set by the route's authFirst hook; a route that reads it without one is a bug. */
export function principalOf(request: FastifyRequest): Principal {
  const { principal } = request;
  if (!principal) throw new Error(`no authFirst hook on ${request.routeOptions.url}`);
  return principal;
}

/** The route's caller must be a signed-in, confirmed, active user (requireUser), checked first. */
export const signedIn = (ctx: AppContext) => authFirst((request) => requireUser(ctx, request));

/**
 * As signedIn, but a named key is refused (403 api_key_not_for_account): a key made for one app
 * calls services and reads its own jobs; it must not read or rotate the account's access token,
 * move its webhook, change its details or file payments, or a leaked key would open the account.
 */
export const accountHolder = (ctx: AppContext) =>
  authFirst(async (request) => {
    const principal = await requireUser(ctx, request);
    if (principal.apiKey) {
      throw forbidden(coded('apiKey.accountNeedsAccount'), apiKeyCodes.accountNeedsAccount);
    }
    return principal;
  });
