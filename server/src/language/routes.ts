import { services } from '@zuban/contract/services/index';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { syncServiceRows } from '../billing/prices';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { BoundService } from './binding';
import { callService } from './call-service';
import { decoratePaidCall, pickService, type RoutedService } from './paid-call';
import { boundServices } from './registry';
import { languageRouteGuards } from './route-guards';
import { serviceRouteSchema } from './route-schema';

/** Every catalogue service with its binding (if its engine is wired), grouped by the paths it answers on. */
export function routeTable(bound: readonly BoundService[]): Map<string, RoutedService[]> {
  const bindings = new Map(bound.map((b) => [b.declaration.id, b]));
  const table = new Map<string, RoutedService[]>();
  for (const declaration of services) {
    const routed = { declaration, bound: bindings.get(declaration.id) };
    for (const path of new Set([...declaration.apiPaths, ...declaration.toolPaths])) {
      table.set(path, [...(table.get(path) ?? []), routed]);
    }
  }
  return table;
}

/**
 * The language services: POST routes generated from the catalogue, for the public API paths and the
 * portal tool paths alike (the caller's credentials decide the channel: cookie = web, token = api).
 * Errors carry the spec's `result`/`response` pair beside problem+json's `message`.
 */
export function createLanguageRoutes(bound: readonly BoundService[]) {
  return async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
    await syncServiceRows(ctx);
    decoratePaidCall(app);
    const guards = languageRouteGuards(ctx);
    for (const [path, candidates] of routeTable(bound)) {
      const limits = candidates.map((c) => c.bound?.bodyLimitBytes ?? 0);
      const bodyLimit = Math.max(...limits) || undefined;
      // Among services sharing a path (the summarizations' tool path), the default one documents it.
      const documented = pickService(candidates, {}).declaration;
      const options = {
        ...guards.routeOptions(bodyLimit, candidates),
        schema: serviceRouteSchema(documented, path),
        // The body is validated once, by the binding's `prepare` with the same schema, inside the
        // handler: after the credentials (401) and the rate limit (429), as the spec orders them,
        // and a 170 MB audio body is not parsed twice.
        validatorCompiler: () => (data: unknown) => ({ value: data }),
        // The answers are checked against the zod schemas even where the app set no compilers (tests).
        serializerCompiler: serializerCompiler as FastifySerializerCompiler<FastifySchema>,
      };
      app.post(path, options, async (request, reply) => {
        try {
          return await callService(ctx, request, reply);
        } catch (error) {
          if (error instanceof AppError) {
            throw new AppError(error.status, error.code, error.message, error.headers, {
              result: error.status >= 500 ? error.message : 'Failed',
              response: typeof error.extra.detail === 'string' ? error.extra.detail : error.message,
              ...error.extra,
            });
          }
          throw error;
        }
      });
    }
  };
}

export const languageRoutes = createLanguageRoutes(boundServices);
