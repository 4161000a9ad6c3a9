// Input shaped to defeat the summarizers' patterns and loops: each case took minutes (quadratic
// in its length) before compress.ts and extractive.ts were made linear, and now runs in well under
// a second once the tagger's model is loaded.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compressSentence } from './compress';
import { extractiveSummary } from './extractive';

beforeAll(() => {
  compressSentence('یہ ایک جملہ ہے۔'); // loads the POS model the compressor falls back on
}, 60_000);

describe('compressSentence on hostile sentences', () => {
  it('handles a run of 100,000 spaces (patterns starting with \\s* retried from each)', () => {
    expect(compressSentence(`ب${' '.repeat(100_000)}ب۔`)).toBe('ب ب۔');
  });

  it('handles 50,000 sentence marks inside a sentence (the end-mark pattern retried from each)', () => {
    const marks = '۔'.repeat(50_000);
    expect(compressSentence(`ب${marks}ب`)).toBe(`ب${marks} ب۔`);
  });

  it('handles 20,000 clause breaks without a main clause (each head was split again)', () => {
    const out = compressSentence(`${'علی اور '.repeat(20_000)}احمد۔`);
    expect(out.endsWith('احمد۔')).toBe(true);
  });

  it('still cuts after a main clause ending in a finite verb', () => {
    expect(compressSentence('وزیر اعظم آج لاہور پہنچ گئے اور انہوں نے خطاب کیا۔')).toBe(
      'وزیر اعظم آج لاہور پہنچ گئے۔',
    );
  });
});

describe('extractiveSummary on many sentences', () => {
  it('sums the centroid once, not once per sentence', () => {
    const letters = [...'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیے'];
    const sentences = letters.flatMap((a) => letters.map((b) => `${a}${b}۔`));
    const values = vi.spyOn(Map.prototype, 'values');
    try {
      extractiveSummary(sentences.join(' '), 4);
      expect(values.mock.calls.length).toBeLessThan(sentences.length / 10);
    } finally {
      values.mockRestore();
    }
  });
});
