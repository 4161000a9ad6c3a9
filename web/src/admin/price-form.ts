import { adminMessages as m } from '@zuban/contract/admin';

/** The four price fields of a service or a user costing, with their spec failure messages. */
export const priceFieldDefs = [
  {
    key: 'unit_cost',
    label: 'Unit Cost',
    suffix: 'unitCost',
    userKey: 'userUnitCost',
    failed: m.unitCostNotUpdated,
    step: '0.001',
  },
  {
    key: 'discount',
    label: 'Discount(%)',
    suffix: 'discount',
    userKey: 'userDiscount',
    failed: m.discountNotUpdated,
    step: '1',
  },
  {
    key: 'min_unit',
    label: 'Min Units',
    suffix: 'minUnit',
    userKey: 'userMinUnit',
    failed: m.minUnitsNotUpdated,
    step: '1',
  },
  {
    key: 'min_charge',
    label: 'Min Charge',
    suffix: 'minCost',
    userKey: 'userMinCharge',
    failed: m.minCostNotUpdated,
    step: '0.001',
  },
] as const;

export type PriceKey = (typeof priceFieldDefs)[number]['key'];
export type PriceValues = Record<PriceKey, string>;

export function readPriceForm(form: FormData): PriceValues {
  return Object.fromEntries(priceFieldDefs.map((f) => [f.key, String(form.get(f.key) ?? '')])) as PriceValues;
}

/**
 * The spec updates one price field per call: sends only the fields that changed, in order, and stops
 * at the first failure, answering its spec message ('' when all were saved).
 */
export async function saveChangedPrices(
  before: PriceValues,
  after: PriceValues,
  send: (f: (typeof priceFieldDefs)[number], value: string) => Promise<unknown>,
  isRefusal: (e: unknown) => boolean,
): Promise<string> {
  for (const f of priceFieldDefs) {
    if (after[f.key] === before[f.key]) continue;
    try {
      await send(f, after[f.key]);
    } catch (e) {
      return isRefusal(e) ? f.failed : m.serviceUpdateError;
    }
  }
  return '';
}
