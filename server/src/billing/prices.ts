import type { PriceRow } from '@zuban/contract/pricing';
import { services } from '@zuban/contract/services/index';
import type { PrincipalUser } from '../auth/principal';
import type { AppContext } from '../context';
import { compiledOnce } from '../db/compiled-once';
import { batchedRead } from '../db/group-commit';

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

export interface ServicePricing {
  row: PriceRow;
  /** The admin deleted the service: calls are refused. */
  disabled: boolean;
  source: 'user' | 'service' | 'default';
}

/** The price columns of a service row and of the user's costing row (null when they have none). */
interface PriceColumns {
  unit_cost_milli: number | null;
  discount_percent: number | null;
  min_units: number | null;
  min_charge_milli: number | null;
  disabled_at: number | null;
  c_unit_cost_milli: number | null;
  c_discount_percent: number | null;
  c_min_units: number | null;
  c_min_charge_milli: number | null;
}

const priceColumns = [
  's.unit_cost_milli',
  's.discount_percent',
  's.min_units',
  's.min_charge_milli',
  's.disabled_at',
  'c.unit_cost_milli as c_unit_cost_milli',
  'c.discount_percent as c_discount_percent',
  'c.min_units as c_min_units',
  'c.min_charge_milli as c_min_charge_milli',
] as const;

/** The user's costing, else the service row, else the declaration's default (no service row yet). */
function pricingFromColumns(row: PriceColumns | undefined, fallback: PriceRow): ServicePricing {
  if (
    !row ||
    row.unit_cost_milli == null ||
    row.discount_percent == null ||
    row.min_units == null ||
    row.min_charge_milli == null
  ) {
    return { row: fallback, disabled: false, source: 'default' };
  }
  const disabled = row.disabled_at != null;
  if (
    row.c_unit_cost_milli != null &&
    row.c_discount_percent != null &&
    row.c_min_units != null &&
    row.c_min_charge_milli != null
  ) {
    return {
      row: {
        unitCostMilli: row.c_unit_cost_milli,
        discountPercent: row.c_discount_percent,
        minUnits: row.c_min_units,
        minChargeMilli: row.c_min_charge_milli,
      },
      disabled,
      source: 'user',
    };
  }
  return {
    row: {
      unitCostMilli: row.unit_cost_milli,
      discountPercent: row.discount_percent,
      minUnits: row.min_units,
      minChargeMilli: row.min_charge_milli,
    },
    disabled,
    source: 'service',
  };
}

/**
 * The price that applies to this user's call: their own costing, else the service row, else the
 * default. One query: a costing always has its service row (foreign key).
 */
export async function pricingFor(
  ctx: AppContext,
  userId: string,
  serviceId: string,
  fallback: PriceRow,
): Promise<ServicePricing> {
  const row = await ctx.db
    .selectFrom('services as s')
    .leftJoin('user_costings as c', (j) => j.onRef('c.service_id', '=', 's.id').on('c.user_id', '=', userId))
    .select(priceColumns)
    .where('s.id', '=', serviceId)
    .executeTakeFirst();
  return pricingFromColumns(row, fallback);
}

/**
 * The holder of an access token and the price of `serviceId` for them, in one query: a paid API
 * call's look-ups (bench/api). Deleted users count as unknown, as in findUserByTokenHash.
 */
export async function findTokenUserWithPricing(
  ctx: AppContext,
  tokenHash: string,
  serviceId: string,
  fallback: PriceRow,
): Promise<{ user: PrincipalUser; pricing: ServicePricing } | undefined> {
  const { rows } = await batchedRead(ctx, (db) => tokenUserWithPricing(db, { tokenHash, serviceId }));
  const row = rows[0];
  if (!row) return undefined;
  return { user: row, pricing: pricingFromColumns(row, fallback) };
}

const tokenUserWithPricing = compiledOnce<
  { tokenHash: string; serviceId: string },
  PrincipalUser & PriceColumns
>((db, slot) =>
  db
    .selectFrom('users as u')
    .leftJoin('services as s', (j) => j.on('s.id', '=', slot('serviceId')))
    .leftJoin('user_costings as c', (j) =>
      j.onRef('c.user_id', '=', 'u.id').on('c.service_id', '=', slot('serviceId')),
    )
    .select(['u.id', 'u.email', 'u.first_name', 'u.role', 'u.status', 'u.balance_milli'])
    .select(priceColumns)
    .where('u.token_hash', '=', slot('tokenHash'))
    .where('u.status', '!=', 'deleted'),
);
