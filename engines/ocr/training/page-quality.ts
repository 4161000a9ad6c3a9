/**
 * `OCR_EVAL_PAGES=1 npm run quality -- ocr`: the line finder and the engine on multi-line pages
 * (training/page-set.ts): how many pages get exactly their number of lines, the engine's character
 * and word error rates on the whole page (lines joined by spaces), and the same lines read one image
 * per line: the gap between the two is what the line finder costs. Env: OCR_EVAL_PART=dev (default)
 * or test (read once, for the figure); OCR_EVAL_FINDER=1 counts lines only (no reading, seconds);
 * OCR_EVAL_FAST=1 reads in fast mode; OCR_EVAL_MODEL=<file>.traineddata reads with that model.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeToGray } from '../decode';
import { recognize } from '../recognize';
import { darkOnLight } from '../resize';
import { segmentLines } from '../segment-lines';
import { validateImage } from '../validate-image';
import { ErrorTally } from './error-rates';
import { evalModel } from './eval-model';
import { PageLineTallies } from './page-line-tallies';
import { buildPageSet, type EvalPage } from './page-set';

interface Group {
  pages: number;
  right: number;
  page: ErrorTally;
  lines: ErrorTally;
}

async function linesFound(page: EvalPage, image: Buffer): Promise<number> {
  const gray = darkOnLight(await decodeToGray(image, validateImage(image).kind, true));
  return segmentLines(gray, (page.size * page.dpi) / 72).length;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

export async function runPageQuality(corpusPath: string): Promise<void> {
  const part = process.env.OCR_EVAL_PART === 'test' ? 'test' : 'dev';
  const pages = await buildPageSet(corpusPath, part);
  if (pages.length === 0) {
    console.log(`skipped: no held-out text (${corpusPath} absent)`);
    return;
  }
  const finderOnly = process.env.OCR_EVAL_FINDER === '1';
  const performance = process.env.OCR_EVAL_FAST === '1' ? 1 : 0;
  const { model, file } = evalModel();
  const started = Date.now();
  const groups = new Map<string, Group>();
  const wrong: string[] = [];
  const byLine = new PageLineTallies();
  const costly: Array<{ page: EvalPage; onPage: ErrorTally; alone: ErrorTally }> = [];
  for (const page of pages) {
    const image = readFileSync(page.image);
    const found = await linesFound(page, image);
    const reference = page.lines.join(' ');
    const options = { dpi: page.dpi, performance, fontsize: page.size } as const;
    const read = finderOnly ? '' : await recognize(image, options, { model });
    const alone = finderOnly
      ? []
      : await Promise.all(
          page.lineImages.map(async (path) =>
            (await recognize(readFileSync(path), options, { model })).replace(/\n/g, ' '),
          ),
        );
    if (!finderOnly) byLine.add(page.script, page.lines, read, alone);
    for (const key of [`${page.script} ${page.condition}`, page.script, page.font]) {
      const group = groups.get(key) ?? {
        pages: 0,
        right: 0,
        page: new ErrorTally(),
        lines: new ErrorTally(),
      };
      group.pages += 1;
      if (found === page.lines.length) group.right += 1;
      group.page.add(reference, read.replace(/\n/g, ' '));
      group.lines.add(reference, alone.join(' '));
      groups.set(key, group);
    }
    const onPage = new ErrorTally();
    onPage.add(reference, read.replace(/\n/g, ' '));
    const aloneTally = new ErrorTally();
    aloneTally.add(reference, alone.join(' '));
    costly.push({ page, onPage, alone: aloneTally });
    if (found !== page.lines.length) {
      wrong.push(
        `${page.image}: ${page.font} ${page.size} pt ${page.dpi} DPI ${page.condition}: ${found} of ${page.lines.length}`,
      );
    }
  }
  const digest = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
  console.log(
    `${pages.length} ${part} pages, engine ${performance === 0 ? 'accurate' : 'fast'}, model ${file} (sha256 ${digest})`,
  );
  console.log('| group | pages | line count right | page CER | page WER | same lines alone CER | WER |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, g] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const cells = [pct(g.page.cer), pct(g.page.wer), pct(g.lines.cer), pct(g.lines.wer)];
    console.log(`| ${key} | ${g.pages} | ${g.right} | ${finderOnly ? '- | - | - | -' : cells.join(' | ')} |`);
  }
  if (wrong.length > 0) console.log(`\nline counts missed:\n${wrong.join('\n')}`);
  if (!finderOnly) {
    console.log(`\n${byLine.table()}`);
    // Where the errors are: a page's errors on the page and with its lines read alone.
    costly.sort((a, b) => b.onPage.charErrors - a.onPage.charErrors);
    console.log('\npages with the most errors (on the page / lines alone, of characters):');
    for (const { page, onPage, alone } of costly.slice(0, 8)) {
      console.log(
        `${page.image}: ${page.font} ${page.size} pt ${page.dpi} DPI ${page.condition}: ${onPage.charErrors} / ${alone.charErrors} of ${onPage.chars}`,
      );
    }
  }
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
