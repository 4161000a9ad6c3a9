import type { AdminUserCosting, costingKey, newUserCostingBody } from '@zuban/contract/admin';
import { coded } from '@zuban/contract/message-catalogue';
import { findService } from '@zuban/contract/services/index';
import type { z } from 'zod';
import type { Principal } from '../auth';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound } from '../http/app-error';
import { recordAudit } from './audit-repo';
import {
  type CostingRow,
  deleteUserCosting,
  findUserCosting,
  insertUserCosting,
  listUserCostings,
} from './costings-repo';
import { loadTargetUser } from './load-target';
import { refuseOwnAccount } from './money-rules';
import { presentPrice } from './price-fields';
import type { PriceTarget } from './save-price-field';

// Per-user costings: a user's own price for a service, which overrides the service row on their
// next call. Every change is refused on the staff member's own account and audited with it.

type CostingKey = z.infer<typeof costingKey>;

async function findCosting(ctx: AppContext, userId: string, serviceId: string): Promise<CostingRow> {
  const row = await findUserCosting(ctx.db, userId, serviceId);
  if (!row) throw notFound(coded('staff.noCosting', { service: serviceId }), 'costing_not_found');
  return row;
}

function presentCosting(row: CostingRow): AdminUserCosting {
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

/** A user's own costings (404 for an unknown user). */
export async function userCostings(ctx: AppContext, userId: string): Promise<AdminUserCosting[]> {
  const user = await loadTargetUser(ctx, userId);
  return (await listUserCostings(ctx.db, user.id)).map(presentCosting);
}

/** Gives a user their own price for a service (400 unknown service, 409 when they have one already). */
export async function addUserCosting(
  ctx: AppContext,
  actor: Principal,
  body: z.infer<typeof newUserCostingBody>,
): Promise<void> {
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
}

/** Removes a user's own price for a service (404 when they have none): the service's price applies. */
export async function deleteCosting(ctx: AppContext, actor: Principal, key: CostingKey): Promise<void> {
  const user = await loadTargetUser(ctx, key.userId);
  refuseOwnAccount(actor, user.id);
  const row = await findCosting(ctx, user.id, key.userService);
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
}

/** The costing row a one-field price update changes, after the same checks as the others. */
export async function costingPriceTarget(
  ctx: AppContext,
  actor: Principal,
  key: CostingKey,
): Promise<PriceTarget<CostingRow>> {
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
}
