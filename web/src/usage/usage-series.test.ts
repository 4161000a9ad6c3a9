import { describe, expect, it } from 'vitest';
import { daysBetween, usageSeries } from './usage-series';

describe('usage series', () => {
  it('fills every day of the window and sums spend exactly', () => {
    const series = usageSeries({
      timeZone: 'Asia/Karachi',
      from: '2026-02-27',
      to: '2026-03-02',
      rows: [
        { day: '2026-02-28', serviceId: 'stemmer', calls: 3, failures: 0, spend: 0.003 },
        { day: '2026-03-02', serviceId: 'ocr', calls: 1, failures: 1, spend: 0 },
        { day: '2026-03-02', serviceId: 'stemmer', calls: 7, failures: 0, spend: 0.007 },
      ],
    });
    expect(series.services).toEqual(['stemmer', 'ocr']);
    expect(series.days.map((d) => d.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(series.days[0]).toEqual({
      day: '2026-02-27',
      calls: { stemmer: 0, ocr: 0 },
      failures: { stemmer: 0, ocr: 0 },
      spend: { stemmer: 0, ocr: 0 },
    });
    expect(series.days[3]?.calls).toEqual({ stemmer: 7, ocr: 1 });
    expect(series.totals).toEqual({ calls: 11, failures: 1, spend: 0.01 });
  });

  it('counts 30 days across a month end', () => {
    const days = daysBetween('2026-02-09', '2026-03-10');
    expect(days).toHaveLength(30);
    expect(days).toContain('2026-02-28');
    expect(days).not.toContain('2026-02-29');
  });
});
