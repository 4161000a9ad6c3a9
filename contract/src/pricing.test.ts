import { describe, expect, it } from 'vitest';
import { formatPkr, pkrToMilli, priceMilli } from './pricing';
import { findService } from './services/index';

/** Price in milli-PKR of a request body for a catalogue service, with its default row. */
function price(id: string, body: Record<string, unknown>): number {
  const service = findService(id);
  if (!service) throw new Error(id);
  const input = service.input.parse(body);
  return priceMilli(service.countUnits(input), service.defaultPrice);
}

const urdu = (chars: number) => 'ک'.repeat(chars);
const words = (n: number) => Array.from({ length: n }, () => 'لفظ').join(' ');
/** A WAV header (16 kHz mono 16-bit) with `seconds` of silence, base64. */
function wav(seconds: number): string {
  const data = Math.round(seconds * 32000);
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16000, 24);
  b.writeUInt32LE(32000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b.toString('base64');
}
const image = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
const MB = 1024 * 1024;

describe('priceMilli', () => {
  const row = { unitCostMilli: 50, discountPercent: 0, minUnits: 5, minChargeMilli: 250 };
  it('charges the minimum at and below min units, units × cost above', () => {
    expect(priceMilli(0, row)).toBe(250);
    expect(priceMilli(5, row)).toBe(250);
    expect(priceMilli(6, row)).toBe(300);
  });
  it('applies the discount after, rounding halves up', () => {
    expect(priceMilli(6, { ...row, discountPercent: 10 })).toBe(270);
    expect(priceMilli(1, { unitCostMilli: 1, discountPercent: 50, minUnits: 0, minChargeMilli: 0 })).toBe(1);
    expect(priceMilli(6, { ...row, discountPercent: 100 })).toBe(0);
  });
  it('refuses fractional or negative units', () => {
    expect(() => priceMilli(1.5, row)).toThrow(RangeError);
    expect(() => priceMilli(-1, row)).toThrow(RangeError);
  });
});

// Every boundary of the spec's price table (portal-accounts-pricing §9), through the catalogue.
describe('spec price table', () => {
  it.each(['tts', 'female_tts', 'male_tts', 'punjabi_male_tts'])(
    '%s: PKR 1.00 up to 100 characters, then 0.01 per character',
    (id) => {
      expect(price(id, { text: urdu(1) })).toBe(1000);
      expect(price(id, { text: urdu(100) })).toBe(1000);
      expect(price(id, { text: urdu(101) })).toBe(1010);
      expect(price(id, { text: urdu(1000) })).toBe(10000);
    },
  );
  it.each([
    ['postagger', {}],
    ['stemmer', {}],
    ['keyword_extraction', { volume: 3 }],
  ])('%s: PKR 0.25 up to 500 words, then 0.05 per started 100 words', (id, extra) => {
    expect(price(id, { text: words(1), ...extra })).toBe(250);
    expect(price(id, { text: words(500), ...extra })).toBe(250);
    expect(price(id, { text: words(501), ...extra })).toBe(300);
    expect(price(id, { text: words(600), ...extra })).toBe(300);
    expect(price(id, { text: words(601), ...extra })).toBe(350);
  });
  it.each(['content_filter', 'langid', 'spell_checker'])(
    '%s: PKR 0.05 up to 500 characters, then 0.01 per started 100',
    (id) => {
      expect(price(id, { text: urdu(1) })).toBe(50);
      expect(price(id, { text: urdu(500) })).toBe(50);
      expect(price(id, { text: urdu(501) })).toBe(60);
      expect(price(id, { text: urdu(3000) })).toBe(300);
    },
  );
  it.each(['extractive_summarization', 'abstractive_summarization', 'domain_identification'])(
    '%s: PKR 1.00 up to 1000 characters, then 0.001 per character',
    (id) => {
      expect(price(id, { text: urdu(1) })).toBe(1000);
      expect(price(id, { text: urdu(1000) })).toBe(1000);
      expect(price(id, { text: urdu(1001) })).toBe(1001);
      expect(price(id, { text: urdu(3000) })).toBe(3000);
    },
  );
  it('romanization: PKR 1.00 per request', () => {
    expect(price('romanization', { text: 'a' })).toBe(1000);
    expect(price('romanization', { text: 'a'.repeat(100) })).toBe(1000);
  });
  it('asr: PKR 0.75 per started 15 seconds', () => {
    expect(price('asr', { file: wav(0) })).toBe(750);
    expect(price('asr', { file: wav(1) })).toBe(750);
    expect(price('asr', { file: wav(15) })).toBe(750);
    expect(price('asr', { file: wav(15.5) })).toBe(1500);
    expect(price('asr', { file: wav(30) })).toBe(1500);
    expect(price('asr', { file: wav(31) })).toBe(2250);
  });
  it('ocr: PKR 0.50 up to 2 MB, then 0.25 per started MB', () => {
    expect(price('ocr', { image: image(100) })).toBe(500);
    expect(price('ocr', { image: image(2 * MB) })).toBe(500);
    expect(price('ocr', { image: image(2 * MB + 1) })).toBe(750);
    expect(price('ocr', { image: image(3 * MB) })).toBe(750);
    expect(price('ocr', { image: image(3 * MB + 1) })).toBe(1000);
  });
  it('ocr documents: a page is a unit of the same row (the binding counts them before the charge)', () => {
    const row = findService('ocr')?.defaultPrice;
    if (!row) throw new Error('ocr');
    expect(findService('ocr')?.documentUnit).toBe('page');
    expect(priceMilli(2, row)).toBe(500);
    expect(priceMilli(20, row)).toBe(5000);
  });
});

describe('PKR helpers', () => {
  it('formats and parses', () => {
    expect(formatPkr(1000)).toBe('1.00');
    expect(formatPkr(1001)).toBe('1.001');
    expect(formatPkr(30_000_000)).toBe('30,000.00');
    expect(pkrToMilli(0.25)).toBe(250);
    expect(() => pkrToMilli(0.0001)).toThrow(RangeError);
    expect(() => pkrToMilli(Number.NaN)).toThrow(RangeError);
    expect(() => pkrToMilli(1e20)).toThrow(RangeError);
  });
});
