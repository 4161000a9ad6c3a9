import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminAuditRoutes } from './audit-routes';
import { adminBalanceApprovalRoutes } from './balance-approval-routes';
import { adminCostingRoutes } from './costing-routes';
import { adminRateLimitRoutes } from './rate-limit-routes';
import { adminServiceRoutes } from './service-routes';
import { staffKeyRoutes } from './staff-key-routes';
import { adminUserRoutes } from './user-routes';

/** The admin console's calls; every one checks the staff role on the server (requireStaff). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A user's named keys for the staff summary: on the app itself, as when keys/ registered it.
  await staffKeyRoutes(app, ctx);
  await app.register(async (admin) => {
    // Staff screens, not an API offered to users: kept out of /openapi.json.
    admin.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await adminUserRoutes(admin, ctx);
    await adminServiceRoutes(admin, ctx);
    await adminCostingRoutes(admin, ctx);
    await adminRateLimitRoutes(admin, ctx);
    await adminAuditRoutes(admin, ctx);
    await adminBalanceApprovalRoutes(admin, ctx);
  });
}
