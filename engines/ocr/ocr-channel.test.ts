import { describe, expect, it } from 'vitest';
import { countConfusions, OcrChannel } from './ocr-channel';

describe('countConfusions', () => {
  it('counts letters read right, misread, dropped and read from nothing, ignoring vowel marks', () => {
    const counts = countConfusions([
      { reference: 'کتاب', reading: 'کناب' },
      { reference: 'دَر', reading: 'در' },
      { reference: 'لیکن', reading: 'یکن' },
      { reference: 'ہے', reading: 'ہےے' },
    ]);
    expect(counts.sub.ت).toEqual({ ن: 1 });
    expect(counts.del.ل).toBe(1);
    expect(counts.ins.ے).toBe(1);
    expect(counts.match.ک).toBe(2);
    expect(counts.letters).toBe(4 + 2 + 4 + 2);
  });
});

describe('OcrChannel', () => {
  const channel = new OcrChannel(
    countConfusions([
      ...Array.from({ length: 10 }, () => ({ reference: 'بات', reading: 'بات' })),
      ...Array.from({ length: 4 }, () => ({ reference: 'بات', reading: 'نات' })),
    ]),
  );

  it('makes a confusion the model often made cheaper than one it never made', () => {
    expect(channel.readingCost('بات', 'نات')).toBeLessThan(channel.readingCost('بات', 'مات'));
  });

  it('costs least for a faithful reading', () => {
    expect(channel.readingCost('بات', 'بات')).toBeLessThan(channel.readingCost('بات', 'نات'));
    expect(channel.readingCost('بات', 'بات')).toBeGreaterThanOrEqual(0);
  });
});
