/**
 * A 20-page PDF of rendered Urdu in, every output out (real pdftoppm, ImageMagick and Tesseract):
 * the searchable PDF has the 20 pages, and poppler's pdftotext reads its text layer back in
 * logical order, with a character error rate within one point of the `text` answer's.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeToGray } from './decode';
import { inspectOcrInput } from './document';
import { type ReadPage, readDocument } from './document-ocr';
import { formatReading, PAGE_SEPARATOR } from './ocr-output';
import { handMadePdf, renderUrduPdf } from './test-support/test-documents';
import { encodeMultiPageTiff } from './tiff';
import { ErrorTally } from './training/error-rates';

const run = promisify(execFile);
const PAGES = 20;
const sentences = readFileSync(join(import.meta.dirname, 'training', 'sentences.ur.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
/** Two lines a page, all different. */
const pageLines = Array.from({ length: PAGES }, (_, p) => [
  sentences[(2 * p) % sentences.length] as string,
  sentences[(2 * p + 1) % sentences.length] as string,
]);

/** Unicode direction marks (pdftotext brackets right-to-left runs with them) and spacing. */
const normalise = (text: string) =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function cer(pages: readonly string[]): number {
  const tally = new ErrorTally();
  pages.forEach((text, p) => {
    tally.add(normalise((pageLines[p] as string[]).join('\n')), normalise(text));
  });
  return tally.cer;
}

let pdf: Buffer;
let pages: ReadPage[];
const progress: number[] = [];

beforeAll(async () => {
  pdf = await renderUrduPdf(pageLines);
  const source = await inspectOcrInput(pdf, { dpi: 300, maxPages: 50 });
  pages = await readDocument(
    pdf,
    source,
    { dpi: 300, performance: 1, fontsize: 20 },
    { onPage: (done) => progress.push(done), keepScans: true },
  );
}, 600_000);

describe('readDocument on a 20-page PDF', () => {
  it('reads every page, counting pages as progress', () => {
    expect(pages).toHaveLength(PAGES);
    expect(progress).toEqual(Array.from({ length: PAGES + 1 }, (_, i) => i));
    const text = formatReading(pages, 'text', 300);
    expect(text.pages).toHaveLength(PAGES);
    expect(text.response.split(PAGE_SEPARATOR)).toEqual(text.pages);
    expect(cer(text.pages)).toBeLessThan(0.15);
  });

  it('writes a searchable PDF whose text pdftotext gives back in logical order', async () => {
    const text = formatReading(pages, 'text', 300);
    const searchable = Buffer.from(formatReading(pages, 'pdf', 300).response, 'base64');
    const infoOut = await withStdin('pdfinfo', ['fd://0'], searchable);
    expect(infoOut).toMatch(new RegExp(`^Pages:\\s+${PAGES}$`, 'm'));
    const extracted = (await withStdin('pdftotext', ['-', '-'], searchable)).split('\f').slice(0, PAGES);
    expect(extracted).toHaveLength(PAGES);
    const fromPdf = cer(extracted);
    const fromText = cer(text.pages);
    expect(Math.abs(fromPdf - fromText)).toBeLessThanOrEqual(0.01);
    // Logical order: the first words of the first page come first.
    expect(normalise(extracted[0] as string).startsWith(normalise(text.pages[0] as string).slice(0, 8))).toBe(
      true,
    );
  });

  it('writes hOCR and ALTO with one line element per line read, holding its text', () => {
    const lines = pages.flatMap((page) => page.lines.map((line) => line.text));
    const hocr = formatReading(pages, 'hocr', 300).response;
    expect(hocr.match(/class="ocr_page"/g)).toHaveLength(PAGES);
    expect(hocr.match(/class="ocr_line"/g)).toHaveLength(lines.length);
    expect(hocr).toContain(`>${lines[0]?.split(' ')[0]}</span>`);
    const alto = formatReading(pages, 'alto', 300).response;
    expect(alto.match(/<Page /g)).toHaveLength(PAGES);
    expect(alto.match(/<TextLine /g)).toHaveLength(lines.length);
    const words = [...alto.matchAll(/CONTENT="([^"]*)"/g)].map((m) => m[1]).join(' ');
    expect(words).toBe(lines.join(' '));
  });
});

describe('readDocument on a multi-page TIFF', () => {
  it('reads every frame, not only the first', { timeout: 120_000 }, async () => {
    const texts = [pageLines[0]?.[0] as string, pageLines[1]?.[0] as string];
    // Each PDF page rendered to gray by pdftoppm, the frames of one TIFF.
    const frames = await Promise.all(
      texts.map(async (line) => {
        const pgm = await withStdin(
          'pdftoppm',
          ['-gray', '-r', '300', '-'],
          await renderUrduPdf([[line]]),
          'buffer',
        );
        return decodeToGray(pgm, 'pgm', false);
      }),
    );
    const tiff = encodeMultiPageTiff(frames);
    const source = await inspectOcrInput(tiff, { dpi: 300, maxPages: 50 });
    expect(source).toMatchObject({ kind: 'tiff' });
    const read = await readDocument(tiff, source, { dpi: 300, performance: 1, fontsize: 20 });
    const tally = new ErrorTally();
    read.forEach((page, p) => {
      tally.add(texts[p] as string, page.lines.map((line) => line.text).join(' '));
    });
    expect(read).toHaveLength(2);
    expect(tally.cer).toBeLessThan(0.2);
  });
});

describe('readDocument on a PDF that renders larger than pdfinfo said', () => {
  it('renders the crop box pdfinfo measured, not a huge media box around it', {
    timeout: 60_000,
  }, async () => {
    // The crop box (bottom left of the page) is painted grey; the rest of the media box is white.
    const framed = handMadePdf({
      pages: 1,
      size: [100_000, 100_000],
      cropBox: [72, 36],
      content: '0.5 g 0 0 72 36 re f',
    });
    const source = await inspectOcrInput(framed, { dpi: 150, maxPages: 50 });
    expect(source.pages).toEqual([{ width: 150, height: 75 }]);
    const read = await readDocument(
      framed,
      source,
      { dpi: 150, performance: 1, fontsize: 20 },
      { keepScans: true },
    );
    expect([read[0]?.width, read[0]?.height]).toEqual([150, 75]);
    const pixels = inflateSync(read[0]?.scan ?? Buffer.alloc(0));
    expect(pixels.reduce((sum, p) => sum + p, 0) / pixels.length).toBeLessThan(200);
  });

  it('reads within the inspected size (pdftoppm crop area)', { timeout: 60_000 }, async () => {
    const blank = handMadePdf({ pages: 1, size: [200, 100] });
    const read = await readDocument(
      blank,
      { kind: 'pdf', pages: [{ width: 50, height: 40 }] },
      { dpi: 300, performance: 1, fontsize: 20 },
    );
    expect(read[0]?.width).toBeLessThanOrEqual(50);
    expect(read[0]?.height).toBeLessThanOrEqual(40);
  });
});

async function withStdin(program: string, args: string[], input: Buffer): Promise<string>;
async function withStdin(program: string, args: string[], input: Buffer, as: 'buffer'): Promise<Buffer>;
async function withStdin(
  program: string,
  args: string[],
  input: Buffer,
  as: 'utf8' | 'buffer' = 'utf8',
): Promise<string | Buffer> {
  const child = run(program, args, { encoding: as, maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin?.end(input);
  return (await child).stdout;
}
