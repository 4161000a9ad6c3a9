import type { PriceRow } from '../pricing';

/** Text to speech (spec portal §9): PKR 0.01 per character above 100 characters, else PKR 1.00. */
export const characterPrice: PriceRow = {
  unitCostMilli: 10,
  discountPercent: 0,
  minUnits: 100,
  minChargeMilli: 1000,
};
