import type { PriceRow } from '@zuban/contract/pricing';
import { services } from '@zuban/contract/services/index';
import type { PrincipalUser } from '../auth/principal';
import type { AppContext } from '../context';
import { batchedRead } from '../db/group-commit';
import {
  findPriceColumns,
  insertServiceRowIfAbsent,
  type PriceColumns,
  tokenUserWithPricing,
} from './prices-repo';

/**
 * Inserts a price row for every catalogue service that has none (a new service gets the
 * declaration's default price); rows the admin changed are left alone.
 */
export async function syncServiceRows(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  for (const s of services) await insertServiceRowIfAbsent(ctx.db, s, now);
}

export interface ServicePricing {
  row: PriceRow;
  /** The admin deleted the service: calls are refused. */
  disabled: boolean;
  source: 'user' | 'service' | 'default';
}

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
  return pricingFromColumns(await findPriceColumns(ctx.db, userId, serviceId), fallback);
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
