import { findService } from '@zuban/contract/services/index';
import { describe, expect, it } from 'vitest';
import { sampleCostPkr } from './sample-cost';

const cost = (id: string) => {
  const service = findService(id);
  if (!service) throw new Error(id);
  return sampleCostPkr(service);
};

describe('sampleCostPkr', () => {
  it("prices each service's sample request at its own price", () => {
    expect(cost('tts')).toBe(1); // under 100 characters: the 1.00 minimum
    expect(cost('ocr')).toBe(0.5); // an image under 2 MB
    expect(cost('asr')).toBe(0.75); // one started 15 seconds
    expect(cost('stemmer')).toBe(0.25);
    expect(cost('romanization')).toBe(1);
  });

  it('follows the price it is given', () => {
    const stemmer = findService('stemmer');
    if (!stemmer) throw new Error('stemmer');
    expect(
      sampleCostPkr(stemmer, { unitCostMilli: 40, discountPercent: 10, minUnits: 5, minChargeMilli: 250 }),
    ).toBe(0.225);
  });
});
