import type { AnyServiceDeclaration } from '@zuban/contract/services/index';
import type { PrincipalUser } from '../auth/principal';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';

// The statements of prices (prices.ts says which applies): the catalogue's service rows, and a
// service's price columns beside a user's costing, alone or with the holder of an access token.

/** A catalogue service's row with the declaration's default price; a row already there is left alone. */
export async function insertServiceRowIfAbsent(
  db: Db,
  s: Pick<AnyServiceDeclaration, 'id' | 'title' | 'defaultPrice'>,
  now: number,
): Promise<void> {
  await db
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

/** The price columns of a service row and of the user's costing row (null when they have none). */
export interface PriceColumns {
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

/** A service's price columns beside the user's costing; undefined when the service has no row. */
export async function findPriceColumns(
  db: Db,
  userId: string,
  serviceId: string,
): Promise<PriceColumns | undefined> {
  return db
    .selectFrom('services as s')
    .leftJoin('user_costings as c', (j) => j.onRef('c.service_id', '=', 's.id').on('c.user_id', '=', userId))
    .select(priceColumns)
    .where('s.id', '=', serviceId)
    .executeTakeFirst();
}

/**
 * The holder of an access token (deleted users count as unknown) and the price columns of a service
 * for them, in one query. Compiled once: a paid API call's look-up (bench/api).
 */
export const tokenUserWithPricing = compiledOnce<
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
