import { describe, expect, it } from 'vitest';
import { cataloguePriceLines, describePrice } from './catalogue-prices';

describe('describePrice', () => {
  it("reads the spec's price rules", () => {
    expect(
      describePrice('character', {
        unitCostMilli: 10,
        discountPercent: 0,
        minUnits: 100,
        minChargeMilli: 1000,
      }),
    ).toBe('0.01 per character above 100 characters; else 1.00 per transaction');
    expect(
      describePrice('words100', { unitCostMilli: 50, discountPercent: 0, minUnits: 5, minChargeMilli: 250 }),
    ).toBe('0.05 per 100 words above 500 words; else 0.25 per transaction');
    expect(
      describePrice('seconds15', {
        unitCostMilli: 750,
        discountPercent: 0,
        minUnits: 1,
        minChargeMilli: 750,
      }),
    ).toBe('0.75 per 15 seconds, each request rounded up to the next 15 seconds');
    expect(
      describePrice('request', {
        unitCostMilli: 1000,
        discountPercent: 0,
        minUnits: 1,
        minChargeMilli: 1000,
      }),
    ).toBe('1.00 per request');
    expect(
      describePrice('character', {
        unitCostMilli: 1,
        discountPercent: 10,
        minUnits: 1000,
        minChargeMilli: 1000,
      }),
    ).toBe('0.001 per character above 1,000 characters; else 1.00 per transaction (10% discount applied)');
  });
});

describe('cataloguePriceLines', () => {
  it('has a line for every service of the catalogue, OCR included (images per MB, documents per page)', () => {
    const lines = cataloguePriceLines();
    expect(lines.length).toBeGreaterThanOrEqual(13);
    expect(lines.find((l) => /OCR/i.test(l.service))?.price).toBe(
      '0.25 per MB above 2 MB; else 0.50 per transaction; 0.25 per page above 2 pages; else 0.50 per transaction',
    );
  });
});
