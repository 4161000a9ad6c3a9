/**
 * The evaluation pages (issue #26): four to seven lines of held-out text (one or two words only on
 * about one line in seven, as a heading or a paragraph's last line is short), in Noto Nastaliq Urdu,
 * Awami Nastaliq and Noto Naskh Arabic, at 14–30 pt, 150 and 300 DPI, half of them degraded (skew,
 * noise, blur, JPEG). Each page's lines are also rendered alone, the same way, so the page's CER can
 * be set against the CER of its own lines read one by one: the difference is the line finder's.
 * A dev part (tune on it) and a test part (read once), from different held-out lines; each part is
 * rendered once into a cache directory.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Slots } from '../slots';
import { availableFonts, type RenderFont } from './fonts';
import { type Degradation, renderLine } from './render-line';
import { linesFor, seededRandom } from './text-lines';
import { ensureWoffConverted } from './woff-to-ttf';

export const PAGE_FONT_IDS = ['noto-nastaliq', 'awami-nastaliq', 'noto-naskh'] as const;
export const PAGE_SIZES = [14, 18, 22, 26, 30] as const;
export const PAGES_PER_FONT = 12;
export type PageCondition = 'clean' | 'degraded';
export type PagePart = 'dev' | 'test';

export interface EvalPage {
  font: string;
  script: RenderFont['script'];
  size: number;
  dpi: 150 | 300;
  condition: PageCondition;
  lines: string[];
  image: string;
  /** The same lines rendered one per image, with the page's font, size, DPI and degradation. */
  lineImages: string[];
}

/**
 * Held-out lines from here on: past the confusion table's (learn-confusions.ts, 600–3159 by default)
 * and far from the dev and test lines of eval-set.ts at the list's two ends. A part takes at most
 * 36 × 7 = 252 lines.
 */
const FIRST_LINE: Record<PagePart, number> = { dev: 4000, test: 4400 };

/**
 * A degraded page is skewed (up to ±1.5°: the engine deskews pages), and blurred, noised or saved
 * as a rough JPEG, each on about half the pages, at least one of them always.
 */
export function pageDegradation(random: () => number, seed: number): Degradation {
  const pick = (p: number) => random() < p;
  const sign = pick(0.5) ? 1 : -1;
  const degradation: Degradation = {
    skewDegrees: sign * (0.2 + random() * 1.3),
    blurSigma: pick(0.5) ? 0.3 + random() * 0.9 : 0,
    noise: pick(0.5) ? 0.2 + random() * 0.8 : 0,
    inkSpread: 0,
    unevenInk: 0,
    jpegQuality: pick(0.5) ? Math.round(20 + random() * 55) : null,
    binarize: false,
    seed,
  };
  if (degradation.blurSigma === 0 && degradation.noise === 0 && degradation.jpegQuality === null) {
    degradation.jpegQuality = Math.round(20 + random() * 55);
  }
  return degradation;
}

interface PageJob {
  page: EvalPage;
  degradation: Degradation | null;
  font: RenderFont;
}

function planPart(part: PagePart, fonts: RenderFont[], heldout: string[], dir: string): PageJob[] {
  const random = seededRandom(part === 'dev' ? 4243 : 4244);
  const jobs: PageJob[] = [];
  let next = FIRST_LINE[part];
  for (const [f, font] of fonts.entries()) {
    for (let j = 0; j < PAGES_PER_FONT; j += 1) {
      const id = jobs.length;
      // Every font gets each condition and DPI on six pages, and every size on two or three.
      const condition: PageCondition = j % 2 === 0 ? 'clean' : 'degraded';
      const dpi = Math.floor(j / 2) % 2 === 0 ? 150 : 300;
      const size = PAGE_SIZES[(j + f * 2) % PAGE_SIZES.length] as number;
      const count = 4 + Math.floor(random() * 4);
      const lines = Array.from({ length: count }, () => {
        const text = heldout[next] as string;
        next += 1;
        if (random() >= 0.15) return text;
        return text
          .split(' ')
          .slice(0, 1 + Math.floor(random() * 2))
          .join(' ');
      });
      const degradation = condition === 'degraded' ? pageDegradation(random, 7100 + id) : null;
      const ext = degradation?.jpegQuality ? 'jpg' : 'png';
      const page: EvalPage = {
        font: font.id,
        script: font.script,
        size,
        dpi,
        condition,
        lines,
        image: join(dir, `${id}.${ext}`),
        lineImages: lines.map((_, k) => join(dir, `${id}-${k}.${ext}`)),
      };
      jobs.push({ page, degradation, font });
    }
  }
  return jobs;
}

/** The part's pages, rendered on first use; empty when the corpus (held-out text) is absent. */
export async function buildPageSet(corpusPath: string, part: PagePart = 'dev'): Promise<EvalPage[]> {
  if (!existsSync(corpusPath)) return [];
  await ensureWoffConverted();
  const fonts = availableFonts((font) => (PAGE_FONT_IDS as readonly string[]).includes(font.id));
  const heldout = linesFor('heldout', 11, corpusPath);
  if (heldout.length < FIRST_LINE.test + 400) return [];
  const dir = join(tmpdir(), 'zuban-ocr-eval', `pages-v2-${part}`);
  const manifest = join(dir, 'manifest.json');
  if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')) as EvalPage[];
  mkdirSync(dir, { recursive: true });
  const jobs = planPart(part, fonts, heldout, dir);
  const slots = new Slots(2);
  const render = (job: PageJob, text: string, output: string) =>
    slots.run(() =>
      renderLine(
        { text, font: job.font, pointSize: job.page.size, dpi: job.page.dpi, degradation: job.degradation },
        output,
      ),
    );
  await Promise.all(
    jobs.flatMap((job) => [
      render(job, job.page.lines.join('\n'), job.page.image),
      ...job.page.lines.map((line, k) => render(job, line, job.page.lineImages[k] as string)),
    ]),
  );
  const pages = jobs.map((job) => job.page);
  writeFileSync(manifest, JSON.stringify(pages));
  return pages;
}
