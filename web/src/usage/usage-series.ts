import type { UsageResponse } from '@zuban/contract/usage';

/** One day of the chart: every service's calls, failures and spend, zeros where it had none. */
export interface UsageDay {
  day: string;
  calls: Record<string, number>;
  failures: Record<string, number>;
  spend: Record<string, number>;
}

export interface UsageSeries {
  /** Services with at least one call in the window, most called first. */
  services: string[];
  days: UsageDay[];
  totals: { calls: number; failures: number; spend: number };
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Every day from `from` to `to` inclusive (YYYY-MM-DD; Karachi days as the server counted them). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The server's rows (only days with calls) as a full run of days, one column per service. */
export function usageSeries(usage: UsageResponse): UsageSeries {
  const callsOf = new Map<string, number>();
  for (const row of usage.rows) callsOf.set(row.serviceId, (callsOf.get(row.serviceId) ?? 0) + row.calls);
  const services = [...callsOf.keys()].sort(
    (a, b) => (callsOf.get(b) ?? 0) - (callsOf.get(a) ?? 0) || (a < b ? -1 : 1),
  );
  const zeros = () => Object.fromEntries(services.map((s) => [s, 0]));
  const byDay = new Map(
    daysBetween(usage.from, usage.to).map((day): [string, UsageDay] => [
      day,
      { day, calls: zeros(), failures: zeros(), spend: zeros() },
    ]),
  );
  const totals = { calls: 0, failures: 0, spend: 0 };
  // Spend is summed in milli-PKR so that thousands of 0.001 PKR calls add up exactly.
  let spendMilli = 0;
  for (const row of usage.rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    day.calls[row.serviceId] = row.calls;
    day.failures[row.serviceId] = row.failures;
    day.spend[row.serviceId] = row.spend;
    totals.calls += row.calls;
    totals.failures += row.failures;
    spendMilli += Math.round(row.spend * 1000);
  }
  totals.spend = spendMilli / 1000;
  return { services, days: [...byDay.values()], totals };
}
