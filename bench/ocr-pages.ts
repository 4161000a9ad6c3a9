/**
 * `npm run bench -- ocr-pages`: OCR pages per second on a 20-page PDF of rendered Urdu (four lines
 * a page, Noto Nastaliq Urdu 20 pt, pango-view → pdfunite), read as the /ocr document path reads
 * it (pdftoppm per page, ImageMagick, Tesseract line by line), with one and with two Tesseract
 * workers (OCR_CONCURRENCY 1 and 2), fast and accurate. Also the character error rate of the
 * `text` answer and of the searchable PDF's text layer as pdftotext reads it back.
 *
 * usage: node --import tsx bench/ocr-pages.ts [PAGES] [MODES]   (MODES: fast,accurate)
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inspectOcrInput } from '../engines/ocr/document';
import { readDocument } from '../engines/ocr/document-ocr';
import { formatReading } from '../engines/ocr/ocr-output';
import { renderUrduPdf } from '../engines/ocr/test-support/test-documents';
import { ErrorTally } from '../engines/ocr/training/error-rates';

const run = promisify(execFile);
const pages = Number(process.argv[2] ?? 20);
const modes = (process.argv[3] ?? 'fast,accurate').split(',');
const sentences = readFileSync(join(import.meta.dirname, '../engines/ocr/training/sentences.ur.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
const pageLines = Array.from({ length: pages }, (_, p) =>
  Array.from({ length: 4 }, (_, l) => sentences[(4 * p + l) % sentences.length] as string),
);

const normalise = (text: string) =>
  text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function cer(texts: readonly string[]): number {
  const tally = new ErrorTally();
  texts.forEach((text, p) => {
    tally.add(normalise((pageLines[p] as string[]).join('\n')), normalise(text));
  });
  return tally.cer;
}

async function pdftotextPages(pdf: Buffer): Promise<string[]> {
  const child = run('pdftotext', ['-', '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin?.end(pdf);
  return (await child).stdout.split('\f').slice(0, pages);
}

const pdf = await renderUrduPdf(pageLines);
console.log(`ocr-pages: a ${pages}-page PDF (${(pdf.length / 1024).toFixed(0)} kB), 4 lines a page, 300 DPI`);
const inspectStarted = performance.now();
const source = await inspectOcrInput(pdf, { dpi: 300, maxPages: 1000 });
console.log(`  inspect (pdfinfo, before the charge): ${(performance.now() - inspectStarted).toFixed(0)} ms`);
console.log('  mode      workers  seconds  pages/s  CER text  CER pdf (pdftotext)');
for (const mode of modes) {
  const performanceMode = mode === 'fast' ? 1 : 0;
  for (const workers of [1, 2]) {
    const started = performance.now();
    const read = await readDocument(
      pdf,
      source,
      { dpi: 300, performance: performanceMode, fontsize: 20 },
      { concurrency: workers, keepScans: true },
    );
    const seconds = (performance.now() - started) / 1000;
    const text = formatReading(read, 'text', 300);
    const searchable = Buffer.from(formatReading(read, 'pdf', 300).response, 'base64');
    const extracted = await pdftotextPages(searchable);
    console.log(
      `  ${mode.padEnd(9)} ${String(workers).padStart(7)}  ${seconds.toFixed(1).padStart(7)}  ${(pages / seconds).toFixed(2).padStart(7)}  ${(100 * cer(text.pages)).toFixed(2).padStart(7)}%  ${(100 * cer(extracted)).toFixed(2).padStart(7)}%`,
    );
  }
}
