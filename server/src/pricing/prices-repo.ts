import type { UserPrice } from '@zuban/contract/price-list';
import type { PublicPrice } from '@zuban/contract/pricing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The prices in force: the admin's service rows; deleted services are left out. */
export async function listPublicPrices(db: Kysely<Database>): Promise<PublicPrice[]> {
  const rows = await db.selectFrom('services').selectAll().where('disabled_at', 'is', null).execute();
  return rows.map((r) => ({
    serviceId: r.id,
    unitCostMilli: r.unit_cost_milli,
    discountPercent: r.discount_percent,
    minUnits: r.min_units,
    minChargeMilli: r.min_charge_milli,
  }));
}

/**
 * The prices one user pays: their own costing where staff set one, else the service's price in
 * force (the rule billing/prices.ts charges by). Deleted services are left out.
 */
export async function listUserPrices(db: Kysely<Database>, userId: string): Promise<UserPrice[]> {
  const rows = await db
    .selectFrom('services as s')
    .leftJoin('user_costings as c', (j) => j.onRef('c.service_id', '=', 's.id').on('c.user_id', '=', userId))
    .select([
      's.id',
      's.unit_cost_milli',
      's.discount_percent',
      's.min_units',
      's.min_charge_milli',
      'c.unit_cost_milli as c_unit_cost_milli',
      'c.discount_percent as c_discount_percent',
      'c.min_units as c_min_units',
      'c.min_charge_milli as c_min_charge_milli',
    ])
    .where('s.disabled_at', 'is', null)
    .execute();
  return rows.map((r) =>
    r.c_unit_cost_milli != null &&
    r.c_discount_percent != null &&
    r.c_min_units != null &&
    r.c_min_charge_milli != null
      ? {
          serviceId: r.id,
          unitCostMilli: r.c_unit_cost_milli,
          discountPercent: r.c_discount_percent,
          minUnits: r.c_min_units,
          minChargeMilli: r.c_min_charge_milli,
          personal: true,
        }
      : {
          serviceId: r.id,
          unitCostMilli: r.unit_cost_milli,
          discountPercent: r.discount_percent,
          minUnits: r.min_units,
          minChargeMilli: r.min_charge_milli,
          personal: false,
        },
  );
}
