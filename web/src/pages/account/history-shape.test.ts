import { describe, expect, it } from 'vitest';
import { formatCost, toHistoryPage } from './history-shape';

const job = (i: number) => ({
  id: `j${i}`,
  serviceId: 'stemmer',
  cost: 0.25,
  date: '2026-11-22',
  time: '10:00',
});

describe('toHistoryPage', () => {
  it('takes the server page as it is, counting pages from X-Total-Count', () => {
    expect(toHistoryPage([job(1)], 3, '170')).toEqual({ jobs: [job(1)], page: 3, pageCount: 7 });
    expect(toHistoryPage([], 1, '0')).toEqual({ jobs: [], page: 1, pageCount: 1 });
  });
  it('pages a bare list 25 rows at a time', () => {
    const list = Array.from({ length: 60 }, (_, i) => job(i));
    const p3 = toHistoryPage(list, 3);
    expect(p3.pageCount).toBe(3);
    expect(p3.jobs.map((j) => j.id)).toEqual([
      'j50',
      'j51',
      'j52',
      'j53',
      'j54',
      'j55',
      'j56',
      'j57',
      'j58',
      'j59',
    ]);
    expect(toHistoryPage(list, 9).page).toBe(3);
  });
  it('shows an empty first page for anything else', () => {
    expect(toHistoryPage(null, 1)).toEqual({ jobs: [], page: 1, pageCount: 1 });
  });
});

describe('formatCost', () => {
  it('keeps two to three decimals', () => {
    expect(formatCost(1)).toBe('1.00');
    expect(formatCost('0.001')).toBe('0.001');
  });
});
