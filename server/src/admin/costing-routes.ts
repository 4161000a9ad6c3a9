import { messageResponse } from '@zuban/contract/accounts';
import { adminUserCosting, costingKey, newUserCostingBody, userIdParams } from '@zuban/contract/admin';
import { coded, said } from '@zuban/contract/message-catalogue';
import { findService } from '@zuban/contract/services/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/route-auth';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { recordAudit } from './audit-repo';
import {
  type CostingRow,
  deleteUserCosting,
  findUserCosting,
  insertUserCosting,
  listUserCostings,
} from './costings-repo';
import { staffSessionFirst } from './guard';
import { loadTargetUser } from './load-target';
import { refuseOwnAccount } from './money-rules';
import { presentPrice } from './price-fields';
import { priceUpdateRoutes } from './price-update-routes';

async function findCosting(ctx: AppContext, userId: string, serviceId: string): Promise<CostingRow> {
  const row = await findUserCosting(ctx.db, userId, serviceId);
  if (!row) throw notFound(coded('staff.noCosting', { service: serviceId }), 'costing_not_found');
  return row;
}

function presentCosting(row: CostingRow) {
  const p = presentPrice(row);
  return {
    userService: row.service_id,
    serviceTitle: findService(row.service_id)?.title ?? row.service_id,
    userUnitCost: p.unit_cost,
    userDiscount: p.discount,
    userMinUnit: p.min_unit,
    userMinCharge: p.min_charge,
  };
}

const answer = { 200: messageResponse };

/** Per-user costings: a user's own price for a service overrides the service row on their next call. */
export async function adminCostingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffSessionFirst(ctx) };

  const list = { params: userIdParams, response: { 200: z.array(adminUserCosting) } };
  for (const path of ['/backend/user_service_detail/:userId', '/user_service_detail/:userId']) {
    routes.post(path, { ...staff, schema: list }, async (request) => {
      const user = await loadTargetUser(ctx, request.params.userId);
      return (await listUserCostings(ctx.db, user.id)).map(presentCosting);
    });
  }

  const add = { body: newUserCostingBody, response: answer };
  routes.post('/backend/new_user_service', { ...staff, schema: add }, async (request) => {
    const actor = principalOf(request);
    const body = request.body;
    const user = await loadTargetUser(ctx, body.userId);
    refuseOwnAccount(actor, user.id);
    if (!findService(body.userService))
      throw badRequest('unknown_service', coded('staff.noSuchService', { name: body.userService }));
    const now = ctx.now();
    const values = {
      unit_cost_milli: body.unit_cost,
      discount_percent: body.discount,
      min_units: body.min_unit,
      min_charge_milli: body.min_charge,
    };
    await ctx.db.transaction().execute(async (trx) => {
      if (await findUserCosting(trx, user.id, body.userService))
        throw conflict('costing_exists', coded('staff.costingExists', { service: body.userService }));
      await insertUserCosting(trx, { userId: user.id, serviceId: body.userService, at: now, values });
      await recordAudit(
        trx,
        actor,
        {
          action: 'costing.add',
          targetType: 'user',
          targetId: user.id,
          after: { service: body.userService, ...presentPrice(values) },
        },
        now,
      );
    });
    return said('staff.costingAdded');
  });

  const remove = { body: costingKey, response: answer };
  routes.post('/backend/user_service_delete', { ...staff, schema: remove }, async (request) => {
    const actor = principalOf(request);
    const body = request.body;
    const user = await loadTargetUser(ctx, body.userId);
    refuseOwnAccount(actor, user.id);
    const row = await findCosting(ctx, user.id, body.userService);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await deleteUserCosting(trx, row.id);
      await recordAudit(
        trx,
        actor,
        {
          action: 'costing.delete',
          targetType: 'user',
          targetId: user.id,
          before: { service: row.service_id, ...presentPrice(row) },
        },
        now,
      );
    });
    return said('staff.costingDeleted');
  });

  priceUpdateRoutes(app, ctx, {
    path: (f) => `/backend/update_user_${f.suffix}`,
    key: costingKey,
    fieldName: (f) => f.userField,
    target: async (actor, key) => {
      const user = await loadTargetUser(ctx, key.userId);
      refuseOwnAccount(actor, user.id);
      const row = await findCosting(ctx, user.id, key.userService);
      return {
        table: 'user_costings',
        row,
        action: 'costing.update',
        targetType: 'user',
        targetId: user.id,
        present: (r: CostingRow) => ({ service: r.service_id, ...presentPrice(r) }),
      };
    },
    done: 'User costing updated.',
  });
}
