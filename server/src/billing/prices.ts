import type { PriceRow } from '@zuban/contract/pricing';
import { services } from '@zuban/contract/services/index';
import type { AppContext } from '../context';
import type { ServicesTable, UserCostingsTable } from '../db/schema';

/**
 * Inserts a price row for every catalogue service that has none (a new service gets the
 * declaration's default price); rows the admin changed are left alone.
 */
export async function syncServiceRows(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  for (const s of services) {
    await ctx.db
      .insertInto('services')
      .values({
        id: s.id,
        title: s.title,
        unit_cost_milli: s.defaultPrice.unitCostMilli,
        discount_percent: s.defaultPrice.discountPercent,
        min_units: s.defaultPrice.minUnits,
        min_charge_milli: s.defaultPrice.minChargeMilli,
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

export function toPriceRow(row: ServicesTable | UserCostingsTable): PriceRow {
  return {
    unitCostMilli: row.unit_cost_milli,
    discountPercent: row.discount_percent,
    minUnits: row.min_units,
    minChargeMilli: row.min_charge_milli,
  };
}

export interface ServicePricing {
  row: PriceRow;
  /** The admin deleted the service: calls are refused. */
  disabled: boolean;
  source: 'user' | 'service' | 'default';
}

/** The price that applies to this user's call: their own costing, else the service row, else the default. */
export async function pricingFor(
  ctx: AppContext,
  userId: string,
  serviceId: string,
  fallback: PriceRow,
): Promise<ServicePricing> {
  const [service, costing] = await Promise.all([
    ctx.db.selectFrom('services').selectAll().where('id', '=', serviceId).executeTakeFirst(),
    ctx.db
      .selectFrom('user_costings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('service_id', '=', serviceId)
      .executeTakeFirst(),
  ]);
  const disabled = service?.disabled_at != null;
  if (costing) return { row: toPriceRow(costing), disabled, source: 'user' };
  if (service) return { row: toPriceRow(service), disabled, source: 'service' };
  return { row: fallback, disabled, source: 'default' };
}
