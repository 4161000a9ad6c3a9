import { adminMessages as m, priceFields } from '@zuban/contract/admin';
import { milliToPkr } from '@zuban/contract/pricing';
import type { z } from 'zod';
import type { ServicesTable } from '../db/schema';
import { badRequest } from '../http/app-error';

type PriceColumn = 'unit_cost_milli' | 'discount_percent' | 'min_units' | 'min_charge_milli';
export type PriceColumns = Pick<ServicesTable, PriceColumn>;

/** One updatable price field: its spec path suffix, body field names, column and failure message. */
export interface PriceField {
  /** /backend/update_<suffix> and /backend/update_user_<suffix> */
  suffix: 'unitCost' | 'discount' | 'minUnit' | 'minCost';
  serviceField: keyof typeof priceFields;
  userField: 'userUnitCost' | 'userDiscount' | 'userMinUnit' | 'userMinCharge';
  column: PriceColumn;
  schema: z.ZodType<number>;
  failed: string;
}

export const priceFieldList: PriceField[] = [
  {
    suffix: 'unitCost',
    serviceField: 'unit_cost',
    userField: 'userUnitCost',
    column: 'unit_cost_milli',
    schema: priceFields.unit_cost,
    failed: m.unitCostNotUpdated,
  },
  {
    suffix: 'discount',
    serviceField: 'discount',
    userField: 'userDiscount',
    column: 'discount_percent',
    schema: priceFields.discount,
    failed: m.discountNotUpdated,
  },
  {
    suffix: 'minUnit',
    serviceField: 'min_unit',
    userField: 'userMinUnit',
    column: 'min_units',
    schema: priceFields.min_unit,
    failed: m.minUnitsNotUpdated,
  },
  {
    suffix: 'minCost',
    serviceField: 'min_charge',
    userField: 'userMinCharge',
    column: 'min_charge_milli',
    schema: priceFields.min_charge,
    failed: m.minCostNotUpdated,
  },
];

/** A price row as the admin tables show it: PKR amounts, spec field names. */
export function presentPrice(row: PriceColumns) {
  return {
    unit_cost: milliToPkr(row.unit_cost_milli),
    discount: row.discount_percent,
    min_unit: row.min_units,
    min_charge: milliToPkr(row.min_charge_milli),
  };
}

/**
 * The new value of one price field from a body that names it the service way (`unit_cost`), the user
 * way (`userUnitCost`) or `value`; a bad value is a 400 carrying the spec's failure message.
 */
export function parsePriceValue(body: unknown, f: PriceField, fieldName: string): number {
  const b = (body ?? {}) as Record<string, unknown>;
  const parsed = f.schema.safeParse(b[f.serviceField] ?? b[f.userField] ?? b.value);
  if (parsed.success) return parsed.data;
  throw badRequest('invalid_price', `${f.failed} ${parsed.error.issues[0]?.message ?? ''}`.trim(), {
    field: fieldName,
  });
}
