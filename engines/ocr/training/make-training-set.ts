/**
 * Renders training lines and turns each into a Tesseract .lstmf sample.
 *
 * usage: node --import tsx engines/ocr/training/make-training-set.ts OUT_DIR [COUNT] [FIRST]
 * Writes OUT_DIR/lines/NNNNNN.{png|jpg,gt.txt,box,lstmf}; samples already made are skipped, so a
 * run can be stopped and resumed, or extended with a larger COUNT. Run it under `nice -n 19`.
 *
 * OCR_TRAIN_PREPARED=1 writes each line as the engine hands it to Tesseract instead: decoded and
 * deskewed/normalised as in accurate mode (decode.ts), cropped to its ink, shrunk to at most
 * LINE_HEIGHT_PX rows and Otsu-binarised (line-image.ts), saved as NNNNNN.pgm with the prepared
 * image's ink extent as the box. Use a fresh OUT_DIR for it: grey renders there are not reused.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeToGray } from '../decode';
import { encodePgm } from '../gray-image';
import { readImageHeader } from '../image-header';
import { CONVERT } from '../imagemagick';
import { type InkExtent, inkExtent, LINE_HEIGHT_PX, prepareLine } from '../line-image';
import { darkOnLight } from '../resize';
import { availableFonts, type RenderFont } from './fonts';
import { lineBoxFile } from './line-box';
import { randomDegradation, renderLine } from './render-line';
import { linesFor, seededRandom, trainingTranscript } from './text-lines';
import { ensureWoffConverted } from './woff-to-ttf';

const run = promisify(execFile);
const WORKERS = Number(process.env.OCR_RENDER_WORKERS ?? 2);
const PREPARED = process.env.OCR_TRAIN_PREPARED === '1';
const SIZES = Array.from({ length: 15 }, (_, i) => 14 + 2 * i);

/**
 * How often each font is drawn: mostly Nastaliq, with Naskh kept so the model does not forget it.
 * Stage 5 (#26) adds every 'stage5' font of fonts.ts at STAGE5_WEIGHT each (10: the new fonts
 * together weigh as much as the stage-4 fonts); the 'heldout' family is never drawn.
 */
const STAGE5_WEIGHT = Number(process.env.OCR_TRAIN_NEW_FONT_WEIGHT ?? 10);
const WEIGHTS: Record<string, number> = {
  'noto-nastaliq': 30,
  'awami-nastaliq': 30,
  'noto-nastaliq-bold': 8,
  'noto-nastaliq-medium-npm': 6,
  'noto-nastaliq-semibold-npm': 6,
  'noto-naskh': 10,
  'nafees-naskh': 10,
};

function weightOf(font: RenderFont): number {
  return font.set === 'stage5' ? STAGE5_WEIGHT : (WEIGHTS[font.id] ?? 1);
}

function pickFont(fonts: RenderFont[], random: () => number): RenderFont {
  const total = fonts.reduce((sum, f) => sum + weightOf(f), 0);
  let r = random() * total;
  for (const font of fonts) {
    r -= weightOf(font);
    if (r <= 0) return font;
  }
  return fonts[fonts.length - 1] as RenderFont;
}

/**
 * The text's bounding box, found on a blurred, thresholded copy so that speckle noise and
 * JPEG artefacts do not count as ink. Falls back to the whole image.
 */
async function inkBox(image: string, size: { width: number; height: number }): Promise<InkExtent> {
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

/** The render's font, size, resolution and degradation, drawn from the sample's own seed. */
function renderFor(index: number, text: string, fonts: RenderFont[]) {
  const random = seededRandom(1000 + index);
  const font = pickFont(fonts, random);
  const pointSize = SIZES[Math.floor(random() * SIZES.length)] as number;
  const dpi = random() < 0.5 ? 150 : 300;
  // Degraded lines are the weakest group, so three in four training lines are degraded.
  const degradation = random() < 0.75 ? randomDegradation(random) : null;
  return { text, font, pointSize, dpi, degradation, maxHeight: 160 };
}

/**
 * Renders the line and turns it into what recognize() hands Tesseract in accurate mode; writes
 * `${base}.pgm` and returns its ink extent (the box), or null when the line came out blank.
 */
async function renderPrepared(base: string, index: number, text: string, fonts: RenderFont[]) {
  const line = renderFor(index, text, fonts);
  const render = `${base}.render.${line.degradation?.jpegQuality ? 'jpg' : 'png'}`;
  await renderLine(line, render);
  const data = readFileSync(render);
  unlinkSync(render);
  const header = readImageHeader(data);
  if (!header) throw new Error(`unreadable render ${render}`);
  const prepared = prepareLine(darkOnLight(await decodeToGray(data, header.kind, true)), LINE_HEIGHT_PX);
  const ink = inkExtent(prepared);
  if (!ink) return null;
  writeFileSync(`${base}.pgm`, encodePgm(prepared));
  return { image: `${base}.pgm`, height: prepared.height, ink };
}

async function makeSample(dir: string, index: number, text: string, fonts: RenderFont[]): Promise<void> {
  const base = join(dir, String(index).padStart(6, '0'));
  if (existsSync(`${base}.lstmf`)) return;
  let image: string;
  let transcript = trainingTranscript(text);
  if (PREPARED) {
    const prepared = await renderPrepared(base, index, text, fonts);
    if (!prepared) throw new Error('blank line after preparation');
    image = prepared.image;
    writeFileSync(`${base}.box`, lineBoxFile(transcript, prepared.height, prepared.ink));
  } else {
    // An image already rendered is reused with the transcript it was rendered with (.gt.txt).
    const rendered = [`${base}.png`, `${base}.jpg`].find((path) => existsSync(path));
    const written = existsSync(`${base}.gt.txt`) ? readFileSync(`${base}.gt.txt`, 'utf8').trim() : '';
    if (rendered && written) {
      image = rendered;
      transcript = written;
    } else {
      const line = renderFor(index, text, fonts);
      image = `${base}.${line.degradation?.jpegQuality ? 'jpg' : 'png'}`;
      await renderLine(line, image);
    }
    const header = readImageHeader(readFileSync(image));
    if (!header) throw new Error(`unreadable render ${image}`);
    writeFileSync(`${base}.box`, lineBoxFile(transcript, header.height, await inkBox(image, header)));
  }
  writeFileSync(`${base}.gt.txt`, `${transcript}\n`);
  await run('tesseract', [image, base, '--psm', '13', 'lstm.train'], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
}

async function main(): Promise<void> {
  const [outDir, countArg, firstArg] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: make-training-set.ts OUT_DIR [COUNT] [FIRST]');
  await ensureWoffConverted();
  // The held-out family stays unseen (OCR_EVAL_FONTS=unseen reports it); OCR_TRAIN_NEW_FONT_WEIGHT=0
  // leaves the stage-5 fonts out too, as stages 1-4 rendered.
  const fonts = availableFonts((font) => font.set !== 'heldout' && weightOf(font) > 0);
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
