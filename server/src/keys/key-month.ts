/**
 * The month a key's spend counts in: the calendar month in UTC, 'YYYY-MM'
 * (docs/decisions/named-keys-month-and-cap.md: one boundary for every user and instance, the
 * same as the usage charts' days).
 */
export function spendMonthOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}
