/**
 * Pricing of one metered call, a pure function shared by the server (charging), the admin screens
 * and the pricing page. Money is integer milli-PKR (1 PKR = 1000 milli) everywhere.
 */

/** One price row: the service's own (admin "Existing Services") or a per-user costing that overrides it. */
export interface PriceRow {
  /** Price of one unit in milli-PKR. */
  unitCostMilli: number;
  /** Whole percent 0–100 taken off the charge. Whole numbers keep the rounding exact. */
  discountPercent: number;
  /** Calls of this many units or fewer cost the minimum charge. */
  minUnits: number;
  /** Charge in milli-PKR of a call at or below minUnits. */
  minChargeMilli: number;
}

/**
 * Units at or below minUnits cost the minimum charge; above, units × unit cost; then the discount,
 * rounded to the nearest milli-PKR (halves up).
 */
export function priceMilli(units: number, row: PriceRow): number {
  if (!Number.isInteger(units) || units < 0)
    throw new RangeError(`units must be a whole number ≥ 0: ${units}`);
  const base = units <= row.minUnits ? row.minChargeMilli : units * row.unitCostMilli;
  // base and (100 - discount) are integers, so the only fraction is in hundredths: .5 is exact.
  return Math.round((base * (100 - row.discountPercent)) / 100);
}

/** The row that prices a user's call: their own costing when the admin set one, else the service's. */
export function effectivePriceRow(serviceRow: PriceRow, userRow: PriceRow | undefined): PriceRow {
  return userRow ?? serviceRow;
}

export const MILLI_PER_PKR = 1000;

/** milli-PKR to PKR as a number (for JSON answers such as `balance`). */
export function milliToPkr(milli: number): number {
  return milli / MILLI_PER_PKR;
}

/** PKR typed by a person (admin forms, CLI) to milli-PKR; rejects more than three decimals. */
export function pkrToMilli(pkr: number): number {
  const milli = Math.round(pkr * MILLI_PER_PKR);
  if (!Number.isSafeInteger(milli) || Math.abs(milli - pkr * MILLI_PER_PKR) > 1e-6) {
    throw new RangeError(`amount must be a number of PKR with at most 3 decimals: ${pkr}`);
  }
  return milli;
}

/** "1.25" / "0.001" / "30,000.00": PKR for people, keeping thousandths only when present. */
export function formatPkr(milli: number): string {
  const decimals = milli % 10 !== 0 ? 3 : 2;
  return (milli / MILLI_PER_PKR).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** A service's price in force, as GET /backend/prices answers it (milli-PKR). */
export interface PublicPrice extends PriceRow {
  serviceId: string;
}
