import { randomUUID } from 'node:crypto';
import { newUserCostingBody } from '@zuban/contract/admin';
import { findService } from '@zuban/contract/services/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../accounts/parse-body';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound } from '../http/app-error';
import { recordAudit } from './audit';
import { requireStaffSession } from './guard';
import { loadTargetUser } from './load-target';
import { refuseOwnAccount } from './money-rules';
import { parsePriceValue, presentPrice, priceFieldList } from './price-fields';
import { savePriceField } from './save-price-field';

const costingKey = z.object({
  userId: z.string().min(1, 'userId is required.'),
  userService: z.string().trim().min(1, 'Choose a service.'),
});

async function findCosting(ctx: AppContext, userId: string, serviceId: string) {
  const row = await ctx.db
    .selectFrom('user_costings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
  if (!row) throw notFound(`This user has no costing for ${serviceId}.`, 'costing_not_found');
  return row;
}

function presentCosting(row: Parameters<typeof presentPrice>[0] & { service_id: string }) {
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

/** Per-user costings: a user's own price for a service overrides the service row on their next call. */
export async function adminCostingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const path of ['/backend/user_service_detail/:userId', '/user_service_detail/:userId']) {
    app.post<{ Params: { userId: string } }>(path, async (request) => {
      await requireStaffSession(ctx, request);
      const user = await loadTargetUser(ctx, request.params.userId);
      const rows = await ctx.db
        .selectFrom('user_costings')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('service_id')
        .execute();
      return rows.map(presentCosting);
    });
  }

  app.post('/backend/new_user_service', async (request) => {
    const actor = await requireStaffSession(ctx, request);
    const body = parseBody(newUserCostingBody, request.body);
    const user = await loadTargetUser(ctx, body.userId);
    refuseOwnAccount(actor, user.id);
    if (!findService(body.userService))
      throw badRequest('unknown_service', `No service named ${body.userService}.`);
    const now = ctx.now();
    const values = {
      unit_cost_milli: body.unit_cost,
      discount_percent: body.discount,
      min_units: body.min_unit,
      min_charge_milli: body.min_charge,
    };
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('user_costings')
        .select('id')
        .where('user_id', '=', user.id)
        .where('service_id', '=', body.userService)
        .executeTakeFirst();
      if (existing)
        throw conflict('costing_exists', `This user already has a costing for ${body.userService}.`);
      await trx
        .insertInto('user_costings')
        .values({
          id: randomUUID(),
          user_id: user.id,
          service_id: body.userService,
          created_at: now,
          updated_at: now,
          ...values,
        })
        .execute();
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
    return { message: 'User costing added.' };
  });

  app.post('/backend/user_service_delete', async (request) => {
    const actor = await requireStaffSession(ctx, request);
    const body = parseBody(costingKey, request.body);
    const user = await loadTargetUser(ctx, body.userId);
    refuseOwnAccount(actor, user.id);
    const row = await findCosting(ctx, user.id, body.userService);
    const now = ctx.now();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_costings').where('id', '=', row.id).execute();
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
    return { message: 'User costing deleted.' };
  });

  for (const f of priceFieldList) {
    app.post(`/backend/update_user_${f.suffix}`, async (request) => {
      const actor = await requireStaffSession(ctx, request);
      const body = parseBody(costingKey, request.body);
      const value = parsePriceValue(request.body, f, f.userField);
      const user = await loadTargetUser(ctx, body.userId);
      refuseOwnAccount(actor, user.id);
      const row = await findCosting(ctx, user.id, body.userService);
      await savePriceField(
        ctx,
        actor,
        {
          table: 'user_costings',
          row,
          action: 'costing.update',
          targetType: 'user',
          targetId: user.id,
          present: (r) => ({ service: r.service_id, ...presentPrice(r) }),
        },
        f,
        value,
      );
      return { message: 'User costing updated.' };
    });
  }
}
