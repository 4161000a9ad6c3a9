import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Principal, requireUser } from '../auth';
import { isKeySecret } from '../auth/key-secret';
import { accessTokenHash } from '../auth/principal';
import { findTokenUserWithPricing, pricingFor, type ServicePricing } from '../billing/prices';
import type { AppContext } from '../context';
import { keyServiceNotAllowed } from '../keys/key-errors';
import { lookupKeyHolder } from '../keys/key-principal';
import type { BoundService } from './binding';

/** A service as the router sees it: its declaration and, once its engine is wired, the binding. */
export interface RoutedService {
  declaration: AnyServiceDeclaration;
  bound: BoundService | undefined;
}

/**
 * What the route hooks of a paid call leave on the request for its handler: the service the body
 * asked for, who is calling, and the price row that applies to them.
 */
export interface PaidCall {
  service: RoutedService;
  principal: Principal;
  pricing: ServicePricing;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `credentials` and `pricing` hooks of a language-service route (paid-call.ts). */
    paidCall: Partial<PaidCall> | null;
  }
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)
    : {};
}

/** Among services sharing a path, the one the body asks for (summarizationType), else the default. */
export function pickService(
  candidates: readonly RoutedService[],
  body: Record<string, unknown>,
): RoutedService {
  if (candidates.length === 1) return candidates[0]!;
  const chosen = candidates.find((c) => {
    const select = c.declaration.toolSelect;
    return select !== undefined && body[select.field] === select.value;
  });
  return chosen ?? candidates.find((c) => c.declaration.toolSelect?.isDefault) ?? candidates[0]!;
}

/** Makes the request slot the hooks fill (once per app, before the language routes). */
export function decoratePaidCall(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('paidCall')) app.decorateRequest('paidCall', null);
}

/**
 * The `credentials` hook: 401/403 unless a confirmed, active user calls. A token caller's price
 * row comes in the same query as their user row (the paid hot path: one read instead of two). A
 * named key is read with its user (its price row then comes from the pricing hook) and may be
 * limited to some services: 403 with its own code for another.
 */
export function credentialsHook(ctx: AppContext, candidates: readonly RoutedService[]) {
  return async function credentials(request: FastifyRequest): Promise<void> {
    const service = pickService(candidates, bodyOf(request));
    const { declaration } = service;
    let pricing: ServicePricing | undefined;
    const principal = await requireUser(ctx, request, async (c, token) => {
      if (isKeySecret(token)) return lookupKeyHolder(c, token);
      const hash = accessTokenHash(c, token);
      if (hash === undefined) return undefined;
      const found = await findTokenUserWithPricing(c, hash, declaration.id, declaration.defaultPrice);
      pricing = found?.pricing;
      return found?.user;
    });
    const allowed = principal.apiKey?.allowedServices;
    if (allowed && !allowed.includes(declaration.id)) throw keyServiceNotAllowed(declaration.id);
    request.paidCall = { service, principal, ...(pricing ? { pricing } : {}) };
  };
}

/** The `pricing` hook: the caller's price row (user costing › service row › default), unless known. */
export function pricingHook(ctx: AppContext) {
  return async function pricing(request: FastifyRequest): Promise<void> {
    const call = request.paidCall;
    if (!call?.service || !call.principal || call.pricing) return;
    const { declaration } = call.service;
    call.pricing = await pricingFor(ctx, call.principal.userId, declaration.id, declaration.defaultPrice);
  };
}

/** The hooks' result; a handler reached without them is a wiring bug, not a caller's error. */
export function paidCallOf(request: FastifyRequest): PaidCall {
  const call = request.paidCall;
  if (!call?.service || !call.principal || !call.pricing) {
    throw new Error(`no credentials/pricing hooks on ${request.routeOptions.url}`);
  }
  return call as PaidCall;
}
