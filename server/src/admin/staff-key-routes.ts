import { apiKeyList } from '@zuban/contract/api-keys';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { keyViews } from '../keys/key-view';
import { staffSessionFirst } from './guard';
import { loadTargetUser } from './load-target';
import { auditStaffAccess } from './staff-access';

/**
 * POST /backend/admin/user/{userId}/keys (as the console's other reads of a user): a user's named keys for the staff user summary (names,
 * limits, spend this month; never a secret, which the server does not keep). Staff browser
 * sessions only, and audited as every read of another user's data.
 */
export async function staffKeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/backend/admin/user/:userId/keys',
    {
      preValidation: staffSessionFirst(ctx),
      schema: {
        // A staff screen's call, kept out of /openapi.json as the console's others (admin/routes.ts).
        hide: true,
        summary: "A user's named keys (staff)",
        tags: ['account'],
        params: z.object({ userId: z.string() }),
        response: { 200: apiKeyList },
      },
    },
    async (request) => {
      const user = await loadTargetUser(ctx, request.params.userId);
      await auditStaffAccess(ctx, principalOf(request), {
        action: 'user.view_keys',
        targetType: 'user',
        targetId: user.id,
      });
      return { keys: await keyViews(ctx, user.id), max: ctx.config.settings.API_KEYS_MAX };
    },
  );
}
