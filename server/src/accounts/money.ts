/** Balances are stored in integer milli-PKR; the spec's calls answer PKR as a JSON number. */
export function milliToPkr(milli: number): number {
  return milli / 1000;
}

/** PKR given on the command line or by staff, to milli-PKR; at most 3 decimals. */
export function pkrToMilli(pkr: number): number {
  const milli = Math.round(pkr * 1000);
  if (!Number.isSafeInteger(milli) || Math.abs(pkr * 1000 - milli) > 1e-6) {
    throw new RangeError('amount must be a number of PKR with at most 3 decimals');
  }
  return milli;
}
