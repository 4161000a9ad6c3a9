/**
 * The evaluation lines: text held out of training (see text-lines.ts), rendered at true size in
 * each evaluation font (or each font stages 1-4 never saw: EvalFonts), at every fourth font size from 14 to 42 pt, at 150 and 300 DPI, clean and
 * degraded. Rendered once into a cache directory keyed by the set's parameters.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Slots } from '../slots';
import { availableFonts, type RenderFont } from './fonts';
import { randomDegradation, renderLine } from './render-line';
import { linesFor, seededRandom } from './text-lines';
import { ensureWoffConverted } from './woff-to-ttf';

export const EVAL_SIZES = [14, 18, 22, 26, 30, 34, 38, 42] as const;
export const EVAL_DPIS = [150, 300] as const;
export type Condition = 'clean' | 'degraded';

export interface EvalItem {
  font: string;
  script: RenderFont['script'];
  size: number;
  dpi: number;
  condition: Condition;
  text: string;
  image: string;
}

/** The sizes of the unseen-font set: every other evaluation size keeps its 11 fonts affordable. */
export const UNSEEN_SIZES = [14, 22, 30, 38] as const;

/**
 * 'stage4': the four evaluation fonts (Noto Nastaliq, Awami Nastaliq, Noto Naskh, Nafees) at every
 * EVAL_SIZES size. 'unseen': every font stages 1-4 never rendered (fonts.ts 'stage5' and 'heldout'
 * sets; missing ones skipped) at UNSEEN_SIZES: before stage 5 all of them are unseen, after it
 * only the held-out family is, and the others measure how stage 5 learnt them.
 */
export type EvalFonts = 'stage4' | 'unseen';

export interface EvalSetOptions {
  corpusPath: string;
  linesPerCell: number;
  /** 'test' takes held-out lines from the start, 'dev' (checkpoint choice) from the end. */
  part: 'test' | 'dev';
  fonts?: EvalFonts;
}

export async function buildEvalSet(options: EvalSetOptions): Promise<EvalItem[]> {
  await ensureWoffConverted();
  const fontSet = options.fonts ?? 'stage4';
  const fonts = availableFonts((font) => (fontSet === 'stage4' ? font.evaluate : font.set !== 'stage4'));
  const sizes: readonly number[] = fontSet === 'stage4' ? EVAL_SIZES : UNSEEN_SIZES;
  const heldout = linesFor('heldout', 11, options.corpusPath);
  if (heldout.length === 0) return [];
  const texts = options.part === 'test' ? heldout : [...heldout].reverse();
  const suffix = fontSet === 'stage4' ? '' : `-${fontSet}`;
  const dir = join(tmpdir(), 'zuban-ocr-eval', `${options.part}-${options.linesPerCell}${suffix}-v1`);
  const manifest = join(dir, 'manifest.json');
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as EvalItem[];
  mkdirSync(dir, { recursive: true });
  const jobs: Array<{ item: EvalItem; render: () => Promise<void> }> = [];
  let next = 0;
  for (const font of fonts) {
    for (const size of sizes) {
      for (const dpi of EVAL_DPIS) {
        for (const condition of ['clean', 'degraded'] as const) {
          for (let k = 0; k < options.linesPerCell; k += 1) {
            const text = texts[next % texts.length] as string;
            const id = next;
            next += 1;
            const degradation = condition === 'degraded' ? randomDegradation(seededRandom(5000 + id)) : null;
            const image = join(dir, `${id}.${degradation?.jpegQuality ? 'jpg' : 'png'}`);
            const item = { font: font.id, script: font.script, size, dpi, condition, text, image };
            jobs.push({
              item,
              render: () => renderLine({ text, font, pointSize: size, dpi, degradation }, image),
            });
          }
        }
      }
    }
  }
  const slots = new Slots(2);
  let done = 0;
  await Promise.all(
    jobs.map((job) =>
      slots.run(async () => {
        await job.render();
        done += 1;
        if (done % 50 === 0) console.log(`  rendered ${done}/${jobs.length} evaluation lines`);
      }),
    ),
  );
  const items = jobs.map((job) => job.item);
  writeFileSync(manifest, JSON.stringify(items));
  return items;
}
