import { messageResponse } from '@zuban/contract/accounts';
import { adminUserCosting, costingKey, newUserCostingBody, userIdParams } from '@zuban/contract/admin';
import { said } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { addUserCosting, costingPriceTarget, deleteCosting, userCostings } from './costing-service';
import { staffSessionFirst } from './guard';
import { priceUpdateRoutes } from './price-update-routes';

const answer = { 200: messageResponse };

/** Per-user costings: a user's own price for a service overrides the service row on their next call. */
export async function adminCostingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };

  const list = { params: userIdParams, response: { 200: z.array(adminUserCosting) } };
  for (const path of ['/backend/user_service_detail/:userId', '/user_service_detail/:userId']) {
    routes.post(path, { ...staff, schema: list }, async (request) =>
      userCostings(ctx, request.params.userId),
    );
  }

  const add = { body: newUserCostingBody, response: answer };
  routes.post('/backend/new_user_service', { ...staff, schema: add }, async (request) => {
    await addUserCosting(ctx, principalOf(request), request.body);
    return said('staff.costingAdded');
  });

  const remove = { body: costingKey, response: answer };
  routes.post('/backend/user_service_delete', { ...staff, schema: remove }, async (request) => {
    await deleteCosting(ctx, principalOf(request), request.body);
    return said('staff.costingDeleted');
  });

  priceUpdateRoutes(app, ctx, {
    path: (f) => `/backend/update_user_${f.suffix}`,
    key: costingKey,
    fieldName: (f) => f.userField,
    target: (actor, key) => costingPriceTarget(ctx, actor, key),
    done: 'User costing updated.',
  });
}
