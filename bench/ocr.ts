/**
 * OCR speed: seconds per line image and per page image through recognize() (decode, line finding,
 * Tesseract with our model), fast and accurate, one at a time and two at a time (the 2-core target
 * is <= 0.3 s per line). Lines are rendered with pango-view as in training and evaluation.
 *
 * usage: node --import tsx bench/ocr.ts [LINES]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recognize } from '../engines/ocr/recognize';
import { availableFonts } from '../engines/ocr/training/fonts';
import { renderLine } from '../engines/ocr/training/render-line';
import { linesFor } from '../engines/ocr/training/text-lines';

const count = Number(process.argv[2] ?? 20);
const dir = mkdtempSync(join(tmpdir(), 'ocr-bench-'));
const fonts = availableFonts((f) => f.evaluate && f.script === 'nastaliq');
const texts = linesFor('heldout', 3).slice(0, count + 12);
if (fonts.length === 0 || texts.length < count + 12) {
  console.log('skipped: Nastaliq fonts or held-out text (../shared/data/corpus) missing');
  process.exit(0);
}

interface Sample {
  image: Buffer;
  dpi: 150 | 300;
  fontsize: number;
}

async function renderSamples(): Promise<{ lines: Sample[]; page: Sample }> {
  const lines: Sample[] = [];
  for (let i = 0; i < count; i += 1) {
    const dpi = i % 2 === 0 ? 300 : 150;
    const fontsize = 14 + 2 * (i % 8);
    const path = join(dir, `line-${i}.png`);
    const font = fonts[i % fonts.length] as (typeof fonts)[number];
    await renderLine({ text: texts[i] as string, font, pointSize: fontsize, dpi, degradation: null }, path);
    lines.push({ image: readFileSync(path), dpi, fontsize });
  }
  const pagePath = join(dir, 'page.png');
  const pageText = texts.slice(count, count + 12).join('\n');
  await renderLine(
    { text: pageText, font: fonts[0] as (typeof fonts)[number], pointSize: 16, dpi: 300, degradation: null },
    pagePath,
  );
  return { lines, page: { image: readFileSync(pagePath), dpi: 300, fontsize: 16 } };
}

async function timeEach(samples: Sample[], performance: 0 | 1, parallel: number): Promise<number> {
  const started = nowSeconds();
  let next = 0;
  const worker = async () => {
    while (next < samples.length) {
      const s = samples[next] as Sample;
      next += 1;
      await recognize(s.image, { dpi: s.dpi, performance, fontsize: s.fontsize });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return (nowSeconds() - started) / samples.length;
}

function nowSeconds(): number {
  return Number(process.hrtime.bigint()) / 1e9;
}

const { lines, page } = await renderSamples();
// Warm-up in both modes: accurate mode loads the spell lexicon for its post-correction once (~1 s).
for (const performance of [1, 0] as const) {
  await recognize(lines[0]?.image as Buffer, { dpi: 300, performance, fontsize: 16 });
}
console.log(
  `OCR bench: ${lines.length} line images (14-28 pt, 150/300 DPI), 1 page of 12 lines (16 pt, 300 DPI)`,
);
console.log('| case | performance | parallel | seconds per image |');
console.log('|---|---|---|---|');
for (const performance of [1, 0] as const) {
  for (const parallel of [1, 2]) {
    const perLine = await timeEach(lines, performance, parallel);
    console.log(`| line | ${performance} | ${parallel} | ${perLine.toFixed(3)} |`);
  }
  const perPage = await timeEach([page, page], performance, 1);
  console.log(`| page | ${performance} | 1 | ${perPage.toFixed(3)} |`);
}
rmSync(dir, { recursive: true, force: true });
