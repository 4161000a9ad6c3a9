/**
 * The evaluation pages: three to five lines of held-out text (one or two words only, on about a third
 * of the lines, as a paragraph's last line or a heading is short), rendered in each evaluation font at
 * 14, 22, 30 and 42 pt, clean, thin-stroked under uneven ink, and randomly degraded. They measure the
 * line finder, which the single-line sets of eval-set.ts do not. Rendered once into a cache directory.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Slots } from '../slots';
import { availableFonts, type RenderFont } from './fonts';
import { type Degradation, randomDegradation, renderLine } from './render-line';
import { linesFor, seededRandom } from './text-lines';
import { ensureWoffConverted } from './woff-to-ttf';

export const PAGE_SIZES = [14, 22, 30, 42] as const;
export type PageCondition = 'clean' | 'thin' | 'degraded';

export interface EvalPage {
  font: string;
  script: RenderFont['script'];
  size: number;
  dpi: 150 | 300;
  condition: PageCondition;
  lines: string[];
  image: string;
}

/**
 * Held-out lines from here on: past the confusion table's (learn-confusions.ts, 600–3159 by default)
 * and far from the dev lines at the list's end.
 */
const FIRST_LINE = 4000;

function degradationFor(condition: PageCondition, id: number, random: () => number): Degradation | null {
  if (condition === 'clean') return null;
  if (condition === 'thin') {
    return {
      skewDegrees: 0,
      blurSigma: 0,
      noise: 0,
      inkSpread: -1,
      unevenInk: 0.4,
      jpegQuality: null,
      binarize: false,
      seed: id,
    };
  }
  // A page is skewed less than a line may be: the engine deskews pages, not lines.
  return { ...randomDegradation(seededRandom(7000 + id)), skewDegrees: (random() - 0.5) * 1.5 };
}

export async function buildPageSet(corpusPath: string): Promise<EvalPage[]> {
  await ensureWoffConverted();
  const fonts = availableFonts((font) => font.evaluate);
  const heldout = linesFor('heldout', 11, corpusPath);
  if (heldout.length < FIRST_LINE + 600) return [];
  const dir = join(tmpdir(), 'zuban-ocr-eval', 'pages-v1');
  const manifest = join(dir, 'manifest.json');
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as EvalPage[];
  mkdirSync(dir, { recursive: true });
  const random = seededRandom(4242);
  const jobs: Array<{ page: EvalPage; degradation: Degradation | null; font: RenderFont }> = [];
  for (const font of fonts) {
    for (const size of PAGE_SIZES) {
      for (const condition of ['clean', 'thin', 'degraded'] as const) {
        const id = jobs.length;
        const dpi = random() < 0.5 ? 150 : 300;
        const count = 3 + Math.floor(random() * 3);
        const lines = Array.from({ length: count }, (_, k) => {
          const text = heldout[FIRST_LINE + id * 6 + k] as string;
          return random() < 0.35
            ? text
                .split(' ')
                .slice(0, 1 + Math.floor(random() * 2))
                .join(' ')
            : text;
        });
        const degradation = degradationFor(condition, id, random);
        const image = join(dir, `${id}.${degradation?.jpegQuality ? 'jpg' : 'png'}`);
        jobs.push({
          page: { font: font.id, script: font.script, size, dpi, condition, lines, image },
          degradation,
          font,
        });
      }
    }
  }
  const slots = new Slots(2);
  await Promise.all(
    jobs.map((job) =>
      slots.run(() =>
        renderLine(
          {
            text: job.page.lines.join('\n'),
            font: job.font,
            pointSize: job.page.size,
            dpi: job.page.dpi,
            degradation: job.degradation,
          },
          job.page.image,
        ),
      ),
    ),
  );
  const pages = jobs.map((job) => job.page);
  writeFileSync(manifest, JSON.stringify(pages));
  return pages;
}
