import { formatPkr, type PriceRow, type PublicPrice } from '@zuban/contract/pricing';
import { services } from '@zuban/contract/services/index';
import type { ChargeUnit } from '@zuban/contract/services/units';

/** How each unit of charge reads in a sentence: one unit is `size` of `noun`. */
const unitWords: Record<ChargeUnit, { label: string; size: number; noun: string; block: boolean }> = {
  character: { label: 'character', size: 1, noun: 'characters', block: false },
  characters100: { label: '100 characters', size: 100, noun: 'characters', block: true },
  words100: { label: '100 words', size: 100, noun: 'words', block: true },
  request: { label: 'request', size: 1, noun: 'requests', block: false },
  seconds15: { label: '15 seconds', size: 15, noun: 'seconds', block: true },
  megabyte: { label: 'MB', size: 1, noun: 'MB', block: false },
};

/** The price rule of portal spec §9 in words, e.g. "0.01 per character above 100 characters; else 1.00 per transaction". */
export function describePrice(unit: ChargeUnit, row: PriceRow): string {
  const w = unitWords[unit];
  const discount = row.discountPercent ? ` (${row.discountPercent}% discount applied)` : '';
  if (unit === 'request') return `${formatPkr(row.unitCostMilli)} per request${discount}`;
  if (row.minUnits <= 1 && row.minChargeMilli === row.unitCostMilli) {
    const rounding = w.block ? `, each request rounded up to the next ${w.label}` : '';
    return `${formatPkr(row.unitCostMilli)} per ${w.label}${rounding}${discount}`;
  }
  return (
    `${formatPkr(row.unitCostMilli)} per ${w.label} above ${(row.minUnits * w.size).toLocaleString('en-US')} ${w.noun}; ` +
    `else ${formatPkr(row.minChargeMilli)} per transaction${discount}`
  );
}

export interface PriceLine {
  serviceId: string;
  /** The signed-in user's own costing, set by staff (GET /backend/my_prices). */
  personal: boolean;
  service: string;
  category: string;
  price: string;
}

/**
 * One line per service of the catalogue, in catalogue order, at the prices in force (GET
 * /backend/prices) when given, else at the declared defaults; services staff deleted are left out.
 */
export function cataloguePriceLines(live?: readonly (PublicPrice & { personal?: boolean })[]): PriceLine[] {
  const byId = live ? new Map(live.map((p) => [p.serviceId, p])) : undefined;
  return services.flatMap((s) => {
    const row = byId ? byId.get(s.id) : s.defaultPrice;
    if (!row) return [];
    return [
      {
        serviceId: s.id,
        personal: byId?.get(s.id)?.personal ?? false,
        service: s.title,
        category: s.category[0]?.toUpperCase() + s.category.slice(1),
        price: describePrice(s.unit, row),
      },
    ];
  });
}
