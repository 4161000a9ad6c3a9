import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPkr } from './format';

describe('formatting for the page language', () => {
  it('keeps the English PKR format and gives Urdu its own', () => {
    expect(formatPkr(1234.5, 'en')).toBe('1,234.50');
    expect(formatPkr(0.0015, 'en')).toBe('0.002');
    expect(formatPkr(null, 'ur')).toBe('');
    expect(formatPkr(1234.5, 'ur')).toBe((1234.5).toLocaleString('ur-PK', { minimumFractionDigits: 2 }));
  });

  it('formats numbers and dates through Intl for ur-PK', () => {
    expect(formatNumber(1500, 'ur')).toBe(new Intl.NumberFormat('ur-PK').format(1500));
    const day = Date.UTC(2026, 0, 15, 12);
    expect(formatDate(day, 'ur')).toBe(new Intl.DateTimeFormat('ur-PK', { dateStyle: 'medium' }).format(day));
    expect(formatDate(day, 'ur')).not.toBe(formatDate(day, 'en'));
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
