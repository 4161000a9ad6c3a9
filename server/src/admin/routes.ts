import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminAuditRoutes } from './audit-routes';
import { adminBalanceApprovalRoutes } from './balance-approval-routes';
import { adminCostingRoutes } from './costing-routes';
import { adminServiceRoutes } from './service-routes';
import { adminUserRoutes } from './user-routes';

/** The admin console's calls; every one checks the staff role on the server (requireStaff). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminUserRoutes(app, ctx);
  await adminServiceRoutes(app, ctx);
  await adminCostingRoutes(app, ctx);
  await adminAuditRoutes(app, ctx);
  await adminBalanceApprovalRoutes(app, ctx);
}
