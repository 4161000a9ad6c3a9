/**
 * `OCR_EVAL_PAGES=1 npm run quality -- ocr`: the line finder and the engine on multi-line pages
 * (training/page-set.ts): how many pages get exactly their number of lines, and the engine's
 * character and word error rates on the whole page (lines joined by spaces). OCR_EVAL_FAST=1 reads in
 * fast mode.
 */
import { readFileSync } from 'node:fs';
import { decodeToGray } from './decode';
import { ErrorTally } from './error-rates';
import { recognize } from './recognize';
import { darkOnLight } from './resize';
import { segmentLines } from './segment-lines';
import { buildPageSet, type EvalPage } from './training/page-set';
import { validateImage } from './validate-image';

async function linesFound(page: EvalPage, image: Buffer): Promise<number> {
  const gray = darkOnLight(await decodeToGray(image, validateImage(image).kind, true));
  return segmentLines(gray, (page.size * page.dpi) / 72).length;
}

export async function runPageQuality(corpusPath: string): Promise<void> {
  const pages = await buildPageSet(corpusPath);
  if (pages.length === 0) {
    console.log(`skipped: no held-out text (${corpusPath} absent)`);
    return;
  }
  const performance = process.env.OCR_EVAL_FAST === '1' ? 1 : 0;
  const groups = new Map<string, { pages: number; right: number; tally: ErrorTally }>();
  const wrong: string[] = [];
  for (const page of pages) {
    const image = readFileSync(page.image);
    const found = await linesFound(page, image);
    const read = await recognize(image, { dpi: page.dpi, performance, fontsize: page.size });
    for (const key of [`${page.script} ${page.condition}`, page.script]) {
      const group = groups.get(key) ?? { pages: 0, right: 0, tally: new ErrorTally() };
      group.pages += 1;
      if (found === page.lines.length) group.right += 1;
      group.tally.add(page.lines.join(' '), read.replace(/\n/g, ' '));
      groups.set(key, group);
    }
    if (found !== page.lines.length) {
      wrong.push(
        `${page.font} ${page.size} pt ${page.dpi} DPI ${page.condition}: ${found} of ${page.lines.length}`,
      );
    }
  }
  console.log(`${pages.length} pages, engine ${performance === 0 ? 'accurate' : 'fast'}`);
  console.log('| group | pages | line count right | page CER | page WER |\n|---|---|---|---|---|');
  for (const [key, g] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const cer = `${(100 * g.tally.cer).toFixed(1)}%`;
    console.log(`| ${key} | ${g.pages} | ${g.right} | ${cer} | ${(100 * g.tally.wer).toFixed(1)}% |`);
  }
  if (wrong.length > 0) console.log(`\nline counts missed:\n${wrong.join('\n')}`);
}
