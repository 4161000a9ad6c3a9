import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { fellowshipAdminRoutes } from '../fellowship/admin-routes';
import { fellowshipApplyRoutes } from '../fellowship/apply-routes';
import { topupAdminRoutes } from '../topups/admin-routes';
import { topupUserRoutes } from '../topups/user-routes';
import { fileRoutes } from '../uploads/file-routes';
import { MAX_UPLOAD_BYTES } from '../uploads/multipart-form';

/** Requests users file with documents (top-ups with receipts, fellowship applications) and their review. */
export async function requestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Multipart parsing only in this scope: the JSON API elsewhere never accepts form uploads.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
    await topupUserRoutes(scope, ctx);
    await topupAdminRoutes(scope, ctx);
    await fellowshipApplyRoutes(scope, ctx);
    await fellowshipAdminRoutes(scope, ctx);
    await fileRoutes(scope, ctx);
  });
}
