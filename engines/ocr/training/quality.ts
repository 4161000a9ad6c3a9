/**
 * `npm run quality -- ocr`: character and word error rates of the stock Debian urd model and of
 * our fine-tuned Nastaliq model on lines rendered from text held out of training, per font,
 * size and DPI, clean and degraded; plus the full engine (preprocessing, line finding) with our
 * model. Env: OCR_EVAL_LINES (lines per cell, default 3), OCR_EVAL_PART (test|dev),
 * OCR_EVAL_MODEL (another .traineddata to use as "ours" and in the engine, e.g. a checkpoint),
 * OCR_EVAL_ENGINE=0 (skip the engine column), OCR_EVAL_FAST=1 (the engine in fast mode instead of
 * accurate), OCR_EVAL_PAGES=1 (multi-line pages instead: page-quality.ts), OCR_EVAL_FONTS=unseen
 * (the fonts stages 1-4 never saw, at 4 sizes, instead of the 4 evaluation fonts: eval-set.ts),
 * OCR_EVAL_STOCK=0 / OCR_EVAL_OURS=0 (skip those columns, e.g. when comparing checkpoints).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanRecognizedLine } from '../postprocess';
import { recognize } from '../recognize';
import { Slots } from '../slots';
import { readLine, STOCK_MODEL } from '../tesseract';
import { ErrorTally } from './error-rates';
import { evalModel } from './eval-model';
import { buildEvalSet, type EvalFonts, type EvalItem } from './eval-set';
import { runPageQuality } from './page-quality';

type System = 'stock' | 'ours' | 'engine';

interface Scored {
  item: EvalItem;
  hypotheses: Partial<Record<System, string>>;
}

async function score(items: EvalItem[], systems: System[]): Promise<Scored[]> {
  const stock = STOCK_MODEL;
  const ours = evalModel().model;
  const slots = new Slots(2);
  let done = 0;
  return Promise.all(
    items.map((item) =>
      slots.run(async () => {
        const image = readFileSync(item.image);
        const hypotheses: Scored['hypotheses'] = {};
        if (systems.includes('stock')) {
          hypotheses.stock = cleanRecognizedLine(await readLine(image, stock), stock.mirrorsBrackets);
        }
        if (systems.includes('ours')) {
          hypotheses.ours = cleanRecognizedLine(await readLine(image, ours), ours.mirrorsBrackets);
        }
        if (systems.includes('engine')) {
          const performance = process.env.OCR_EVAL_FAST === '1' ? (1 as const) : (0 as const);
          const options = { dpi: item.dpi as 150 | 300, performance, fontsize: item.size };
          hypotheses.engine = (await recognize(image, options, { model: ours })).replace(/\n/g, ' ');
        }
        done += 1;
        if (done % 100 === 0) console.log(`  read ${done}/${items.length} lines`);
        return { item, hypotheses };
      }),
    ),
  );
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function table(title: string, scored: Scored[], key: (item: EvalItem) => string, systems: System[]): void {
  const groups = new Map<string, Map<System, ErrorTally>>();
  for (const { item, hypotheses } of scored) {
    const k = key(item);
    const tallies = groups.get(k) ?? new Map(systems.map((s) => [s, new ErrorTally()]));
    groups.set(k, tallies);
    for (const system of systems) tallies.get(system)?.add(item.text, hypotheses[system] ?? '');
  }
  console.log(`\n${title}`);
  console.log(`| group | lines | ${systems.map((s) => `${s} CER | ${s} WER`).join(' | ')} |`);
  console.log(`|---|---|${systems.map(() => '---|---|').join('')}`);
  for (const [k, tallies] of [...groups.entries()].sort(([a], [b]) =>
    a.localeCompare(b, 'en', { numeric: true }),
  )) {
    const cells = systems.map((s) => {
      const t = tallies.get(s) as ErrorTally;
      return `${pct(t.cer)} | ${pct(t.wer)}`;
    });
    console.log(`| ${k} | ${tallies.get(systems[0] as System)?.lines} | ${cells.join(' | ')} |`);
  }
}

export async function runQuality(dataDir: string): Promise<void> {
  const corpusPath = join(dataDir, 'corpus/urdu-wikipedia-sentences.txt');
  if (process.env.OCR_EVAL_PAGES === '1') {
    await runPageQuality(corpusPath);
    return;
  }
  const part = process.env.OCR_EVAL_PART === 'dev' ? 'dev' : 'test';
  const linesPerCell = Number(process.env.OCR_EVAL_LINES ?? 3);
  const fonts: EvalFonts = process.env.OCR_EVAL_FONTS === 'unseen' ? 'unseen' : 'stage4';
  const systems = (['stock', 'ours', 'engine'] as const).filter(
    (s) => process.env[`OCR_EVAL_${s.toUpperCase()}`] !== '0',
  );
  if (systems.length === 0) throw new Error('OCR_EVAL_STOCK, _OURS and _ENGINE are all 0: nothing to read');
  const started = Date.now();
  const items = await buildEvalSet({ corpusPath, linesPerCell, part, fonts });
  if (items.length === 0) {
    console.log(`skipped: no held-out text (${corpusPath} absent)`);
    return;
  }
  const ours = evalModel().model;
  console.log(
    `${items.length} ${part} lines (${fonts} fonts); ours = ${ours.language} (${ours.tessdataDir ?? 'system tessdata'})`,
  );
  const scored = await score(items, systems);
  if (fonts === 'unseen') {
    table('All unseen-font lines', scored, () => 'all', systems);
    table('By font', scored, (i) => i.font, systems);
  }
  table('By script and condition', scored, (i) => `${i.script} ${i.condition}`, systems);
  table('By script', scored, (i) => i.script, systems);
  table('By font and condition', scored, (i) => `${i.font} ${i.condition}`, systems);
  table(
    'Nastaliq by size (pt)',
    scored.filter((s) => s.item.script === 'nastaliq'),
    (i) => `${i.size}`,
    systems,
  );
  table(
    'Naskh by size (pt)',
    scored.filter((s) => s.item.script === 'naskh'),
    (i) => `${i.size}`,
    systems,
  );
  table('By script and DPI', scored, (i) => `${i.script} ${i.dpi}`, systems);
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
