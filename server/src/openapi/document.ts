import { services } from '@zuban/contract/services/index';
import { tidyComponents } from './component-forms';
import { isInternalRoute } from './internal-routes';
import { liftComponentDocs } from './lifted-docs';
import { operationIdFor } from './operation-id';
import { rateLimitHeaderComponents, withRateLimitHeaders } from './rate-limit-headers';

type Json = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The public OpenAPI 3.1 document: the paths and schemas come from the routes themselves
 * (@fastify/swagger over each route's zod schemas, registered in http/zod-compilers.ts, starting from
 * base.ts); this adds the server's address, drops the routes that are not public
 * (internal-routes.ts), gives every operation without one a stable operationId, and documents the
 * rate-limit headers of the paid service calls (rate-limit-headers.ts). The named schemas
 * (components.ts) keep one form each and only those the public paths use (component-forms.ts), and
 * their examples and descriptions show where they did when the schemas were inline (lifted-docs.ts).
 */
export function publicDocument(generated: Json, publicUrl: string): Json {
  const paths: Json = {};
  const servicePaths = new Set(services.flatMap((s) => s.apiPaths));
  const all = (generated.paths ?? {}) as Record<string, Json>;
  for (const [path, item] of Object.entries(all)) {
    // The spec's spellings without /backend answer as their /backend twin: one documented operation.
    if (isInternalRoute(path) || (!path.startsWith('/backend/') && `/backend${path}` in all)) continue;
    const operations: Json = {};
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const named = { operationId: operationIdFor(method, path), ...operation };
      operations[method] = servicePaths.has(path) ? withRateLimitHeaders(named) : named;
    }
    if (Object.keys(operations).length > 0) paths[path] = operations;
  }
  const components = (generated.components ?? {}) as Json;
  const tidy = tidyComponents(paths, (components.schemas ?? {}) as Json);
  const schemas = tidy.schemas as Record<string, Json>;
  const lifted = Object.fromEntries(
    Object.entries(tidy.paths as Record<string, Json>).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, op]) => [method, liftComponentDocs(op as Json, schemas)]),
      ),
    ]),
  );
  return {
    ...generated,
    servers: [{ url: publicUrl }],
    paths: lifted,
    components: {
      ...components,
      schemas: tidy.schemas,
      headers: { ...((components.headers ?? {}) as Json), ...rateLimitHeaderComponents },
    },
  };
}
