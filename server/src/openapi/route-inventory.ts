import type { FastifyInstance, RouteOptions } from 'fastify';

export interface InventoryRoute {
  method: string;
  path: string;
  /** Read when asked: a route's own onRoute hooks (admin/routes.ts) may mark it hidden after it is seen. */
  hidden(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route added after openapi/routes.ts, with path parameters in OpenAPI's `{name}` form. */
    routeInventory: InventoryRoute[];
  }
}

/** Starts the app's route inventory; HEAD (added by Fastify to each GET) and OPTIONS are left out. */
export function keepRouteInventory(app: FastifyInstance): void {
  const inventory: InventoryRoute[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      inventory.push({
        method: method.toLowerCase(),
        path: route.url.replace(/:(\w+)/g, '{$1}'),
        hidden: () => (route.schema as { hide?: boolean } | undefined)?.hide === true,
      });
    }
  });
}
