import { adminMessages as m, priceFields } from '@zuban/contract/admin';
import { milliToPkr } from '@zuban/contract/pricing';
import { z } from 'zod';
import type { ServicesTable } from '../db/schema';

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
 * The body of a one-field price update: `key` names the row; the new value comes under the service
 * field's name (`unit_cost`), the user field's (`userUnitCost`) or `value`. A bad value is refused
 * with the spec's failure message for that field ('Sorry Unit Cost did not get updated. ...').
 */
export function priceValueBody<Shape extends z.ZodRawShape>(
  key: z.ZodObject<Shape>,
  f: PriceField,
  fieldName: string,
) {
  return z.looseObject(key.shape).transform((body, ctx) => {
    const named: Record<string, unknown> = body;
    const parsed = f.schema.safeParse(named[f.serviceField] ?? named[f.userField] ?? named.value);
    if (parsed.success) return { key: body, value: parsed.data };
    const why = parsed.error.issues[0]?.message ?? '';
    ctx.addIssue({ code: 'custom', message: `${f.failed} ${why}`.trim(), path: [fieldName] });
    return z.NEVER;
  });
}
