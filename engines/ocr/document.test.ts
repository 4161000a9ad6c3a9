/**
 * Hostile documents are refused by the inspection, with a stable code and quickly, before
 * anything would be charged or rendered. The PDFs are built here (test-support/test-documents.ts).
 */
import { describe, expect, it } from 'vitest';
import { inspectOcrInput, precheckOcrBytes } from './document';
import type { GrayImage } from './gray-image';
import { handMadePdf, renderUrduPdf } from './test-support/test-documents';
import { encodeMultiPageTiff } from './tiff';

const limits = { dpi: 300, maxPages: 50 };

async function refusal(bytes: Buffer): Promise<{ code: string; message: string; tooLarge: boolean }> {
  try {
    await inspectOcrInput(bytes, limits);
  } catch (error) {
    return error as { code: string; message: string; tooLarge: boolean };
  }
  throw new Error('not refused');
}

/** A TIFF page directory claiming a size, as a TIFF bomb does. */
function tiffClaiming(width: number, height: number, frames: number): Buffer {
  const small: GrayImage = { width: 8, height: 8, pixels: new Uint8Array(64).fill(255) };
  const tiff = Buffer.from(encodeMultiPageTiff(Array.from({ length: frames }, () => small)));
  // The first directory's width and height entries (the first two tags) hold the claimed size.
  const ifd = tiff.readUInt32LE(4);
  tiff.writeUInt32LE(width, ifd + 2 + 8);
  tiff.writeUInt32LE(height, ifd + 2 + 12 + 8);
  return tiff;
}

describe('inspectOcrInput', () => {
  it('reads the pages of a PDF and their size in pixels at the asked DPI', async () => {
    const pdf = await renderUrduPdf([['پہلا صفحہ'], ['دوسرا صفحہ']]);
    const source = await inspectOcrInput(pdf, limits);
    expect(source.kind).toBe('pdf');
    expect(source.pages).toHaveLength(2);
    expect(source.pages[0]?.width).toBeGreaterThan(100);
    const small = handMadePdf({ pages: 3, size: [612, 792] });
    expect(await inspectOcrInput(small, { dpi: 150, maxPages: 50 })).toEqual({
      kind: 'pdf',
      pages: Array.from({ length: 3 }, () => ({ width: 1275, height: 1650 })),
    });
  });

  it('reads a multi-page TIFF as pages and a one-page TIFF as an image', async () => {
    const page: GrayImage = { width: 40, height: 20, pixels: new Uint8Array(800).fill(255) };
    expect(await inspectOcrInput(encodeMultiPageTiff([page, page]), limits)).toMatchObject({
      kind: 'tiff',
      pages: [
        { width: 40, height: 20 },
        { width: 40, height: 20 },
      ],
    });
    expect(await inspectOcrInput(encodeMultiPageTiff([page]), limits)).toMatchObject({ kind: 'image' });
  });

  it('refuses hostile documents with a stable code', { timeout: 60_000 }, async () => {
    const ok = handMadePdf({ pages: 2 });
    const cases: Array<[string, Buffer, string, boolean]> = [
      ['encrypted', handMadePdf({ pages: 1, encrypted: true }), 'ocr_document_encrypted', false],
      ['no pages', handMadePdf({ pages: 0 }), 'ocr_document_empty', false],
      ['100,000 pages', handMadePdf({ pages: 100_000 }), 'ocr_document_too_many_pages', true],
      [
        '100,000 x 100,000 points',
        handMadePdf({ pages: 1, size: [100_000, 100_000] }),
        'ocr_page_too_large',
        true,
      ],
      ['a cut PDF', ok.subarray(0, ok.length - 40), 'ocr_document_truncated', false],
      [
        'not a PDF after its header',
        Buffer.from('%PDF-1.4\ngarbage\n%%EOF\n'),
        'ocr_document_corrupt',
        false,
      ],
      ['a TIFF bomb (huge page)', tiffClaiming(100_000, 100_000, 2), 'ocr_page_too_large', true],
      ['a TIFF bomb (many frames)', tiffClaiming(8, 8, 51), 'ocr_document_too_many_pages', true],
      ['a cut TIFF', tiffClaiming(8, 8, 3).subarray(0, 150), 'ocr_document_truncated', false],
    ];
    for (const [name, bytes, code, tooLarge] of cases) {
      const started = Date.now();
      const error = await refusal(bytes);
      expect(error.code, name).toBe(code);
      expect(error.tooLarge, name).toBe(tooLarge);
      expect(Date.now() - started, name).toBeLessThan(15_000);
    }
  });

  it('precheck: a PDF cut short is refused without running anything', () => {
    const ok = handMadePdf({ pages: 1 });
    expect(() => precheckOcrBytes(ok)).not.toThrow();
    expect(() => precheckOcrBytes(ok.subarray(0, 100))).toThrow(/cut short/);
  });
});
