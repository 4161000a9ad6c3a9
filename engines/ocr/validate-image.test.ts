import { describe, expect, it } from 'vitest';
import { OcrInputError } from './errors';
import { OCR_LIMITS } from './limits';
import { pngHeader } from './test-support/png-header';
import { validateImage, validateOptions } from './validate-image';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof OcrInputError ? error.code : 'other';
  }
  return undefined;
}

describe('validateImage', () => {
  it('accepts a header within limits', () => {
    expect(validateImage(pngHeader(1000, 200))).toEqual({ kind: 'png', width: 1000, height: 200 });
  });

  it('refuses empty, oversized, foreign and bomb-sized images with stable codes', () => {
    expect(codeOf(() => validateImage(Buffer.alloc(0)))).toBe('ocr_image_empty');
    expect(codeOf(() => validateImage(Buffer.alloc(OCR_LIMITS.maxBytes + 1, 0xff)))).toBe(
      'ocr_image_too_large',
    );
    expect(codeOf(() => validateImage(Buffer.from('GIF89a and more bytes')))).toBe('ocr_image_type');
    expect(codeOf(() => validateImage(pngHeader(10, 10).subarray(0, 16)))).toBe('ocr_image_corrupt');
    // A few bytes that claim 50,000 x 50,000 pixels: a decompression bomb.
    expect(codeOf(() => validateImage(pngHeader(50_000, 50_000)))).toBe('ocr_image_too_many_pixels');
    expect(codeOf(() => validateImage(pngHeader(8000, 8000)))).toBe('ocr_image_too_many_pixels');
    expect(codeOf(() => validateImage(pngHeader(3, 400)))).toBe('ocr_image_too_small');
  });
});

describe('validateOptions', () => {
  it('takes the documented values', () => {
    for (const dpi of [150, 300] as const) {
      for (const performance of [0, 1] as const) {
        expect(codeOf(() => validateOptions({ dpi, performance, fontsize: 14 }))).toBeUndefined();
      }
    }
    expect(codeOf(() => validateOptions({ dpi: 300, performance: 0, fontsize: 42 }))).toBeUndefined();
  });

  it('refuses values outside them', () => {
    expect(codeOf(() => validateOptions({ dpi: 200 as 150, performance: 0, fontsize: 16 }))).toBe(
      'ocr_option_invalid',
    );
    expect(codeOf(() => validateOptions({ dpi: 300, performance: 2 as 0, fontsize: 16 }))).toBe(
      'ocr_option_invalid',
    );
    expect(codeOf(() => validateOptions({ dpi: 300, performance: 0, fontsize: 12 }))).toBe(
      'ocr_option_invalid',
    );
    expect(codeOf(() => validateOptions({ dpi: 300, performance: 0, fontsize: 16.5 }))).toBe(
      'ocr_option_invalid',
    );
  });
});
