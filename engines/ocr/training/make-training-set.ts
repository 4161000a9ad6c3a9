/**
 * Renders training lines and turns each into a Tesseract .lstmf sample.
 *
 * usage: node --import tsx engines/ocr/training/make-training-set.ts OUT_DIR [COUNT] [FIRST]
 * Writes OUT_DIR/lines/NNNNNN.{png|jpg,gt.txt,box,lstmf}; samples already made are skipped, so a
 * run can be stopped and resumed, or extended with a larger COUNT. Run it under `nice -n 19`.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readImageHeader } from '../image-header';
import { CONVERT } from '../imagemagick';
import { availableFonts, type RenderFont } from './fonts';
import { type InkBox, lineBoxFile } from './line-box';
import { randomDegradation, renderLine } from './render-line';
import { linesFor, seededRandom, trainingTranscript } from './text-lines';
import { ensureWoffConverted } from './woff-to-ttf';

const run = promisify(execFile);
const WORKERS = Number(process.env.OCR_RENDER_WORKERS ?? 2);
const SIZES = Array.from({ length: 15 }, (_, i) => 14 + 2 * i);

/** How often each font is drawn: mostly Nastaliq, with Naskh kept so the model does not forget it. */
const WEIGHTS: Record<string, number> = {
  'noto-nastaliq': 30,
  'awami-nastaliq': 30,
  'noto-nastaliq-bold': 8,
  'noto-nastaliq-medium-npm': 6,
  'noto-nastaliq-semibold-npm': 6,
  'noto-naskh': 10,
  'nafees-naskh': 10,
};

function pickFont(fonts: RenderFont[], random: () => number): RenderFont {
  const total = fonts.reduce((sum, f) => sum + (WEIGHTS[f.id] ?? 1), 0);
  let r = random() * total;
  for (const font of fonts) {
    r -= WEIGHTS[font.id] ?? 1;
    if (r <= 0) return font;
  }
  return fonts[fonts.length - 1] as RenderFont;
}

/**
 * The text's bounding box, found on a blurred, thresholded copy so that speckle noise and
 * JPEG artefacts do not count as ink. Falls back to the whole image.
 */
async function inkBox(image: string, size: { width: number; height: number }): Promise<InkBox> {
  const whole = { left: 0, top: 0, right: size.width, bottom: size.height };
  const { stdout } = await run(CONVERT, [
    image,
    '-colorspace',
    'Gray',
    '-blur',
    '0x1.5',
    '-threshold',
    '55%',
    '-format',
    '%@',
    'info:',
  ]);
  const match = /^(\d+)x(\d+)\+(\d+)\+(\d+)/.exec(stdout.trim());
  if (!match) return whole;
  const [w, h, x, y] = match.slice(1).map(Number) as [number, number, number, number];
  if (w < 4 || h < 4) return whole;
  return { left: x, top: y, right: x + w, bottom: y + h };
}

async function makeSample(dir: string, index: number, text: string, fonts: RenderFont[]): Promise<void> {
  const base = join(dir, String(index).padStart(6, '0'));
  if (existsSync(`${base}.lstmf`)) return;
  // An image already rendered (with its logical-order transcript in .gt.txt) is reused.
  let image = [`${base}.png`, `${base}.jpg`].find((path) => existsSync(path));
  let transcript = existsSync(`${base}.gt.txt`) ? readFileSync(`${base}.gt.txt`, 'utf8').trim() : '';
  if (!image || !transcript) {
    const random = seededRandom(1000 + index);
    const font = pickFont(fonts, random);
    const pointSize = SIZES[Math.floor(random() * SIZES.length)] as number;
    const dpi = random() < 0.5 ? 150 : 300;
    // Degraded lines are the weakest group, so three in four training lines are degraded.
    const degradation = random() < 0.75 ? randomDegradation(random) : null;
    image = `${base}.${degradation?.jpegQuality ? 'jpg' : 'png'}`;
    await renderLine({ text, font, pointSize, dpi, degradation, maxHeight: 160 }, image);
    transcript = trainingTranscript(text);
    writeFileSync(`${base}.gt.txt`, `${transcript}\n`);
  }
  const header = readImageHeader(readFileSync(image));
  if (!header) throw new Error(`unreadable render ${image}`);
  writeFileSync(`${base}.box`, lineBoxFile(transcript, header.height, await inkBox(image, header)));
  await run('tesseract', [image, base, '--psm', '13', 'lstm.train'], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
}

async function main(): Promise<void> {
  const [outDir, countArg, firstArg] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: make-training-set.ts OUT_DIR [COUNT] [FIRST]');
  await ensureWoffConverted();
  const fonts = availableFonts();
  const lines = linesFor('train');
  if (lines.length === 0) {
    console.warn('no training text found (../shared/data/corpus absent?): nothing rendered');
    return;
  }
  const first = Number(firstArg ?? 0);
  const count = Math.min(Number(countArg ?? 4000), lines.length - first);
  const dir = join(outDir, 'lines');
  mkdirSync(dir, { recursive: true });
  let next = first;
  let done = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < first + count) {
      const index = next;
      next += 1;
      try {
        await makeSample(dir, index, lines[index] as string, fonts);
      } catch (error) {
        console.warn(`sample ${index} failed: ${String(error).slice(0, 200)}`);
      }
      done += 1;
      if (done % 100 === 0) {
        const rate = (Date.now() - started) / 1000 / done;
        console.log(`${done}/${count} samples, ${rate.toFixed(2)} s each`);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  console.log(`done: ${count} samples in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

await main();
