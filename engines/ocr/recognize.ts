/**
 * Urdu OCR: validate, decode to grayscale, split a page into lines, crop each line to its ink and
 * binarise it (line-image.ts), read it with Tesseract (our Nastaliq model), and join the lines.
 * dpi and fontsize give the expected text height, used to tell lines from the dots and marks
 * between them. Fast mode reads each line once (--psm 13);
 * accurate mode also deskews and normalises the page, reads each line prepared in several ways
 * (heights, binarisations) in one --psm 13 run and keeps the surest reading, asks the stock urd
 * model when ours has all but failed (readAccurately), then corrects the unsure words that are not
 * Urdu words with the lexicon (lexicon-correction.ts).
 */
import { availableParallelism } from 'node:os';
import { decodeToGray } from './decode';
import { cropRows, encodePgm, type GrayImage } from './gray-image';
import { correctLine } from './lexicon-correction';
import type { OcrOptions } from './limits';
import {
  cropToInk,
  type InkExtent,
  inkExtent,
  LINE_HEIGHT_PX,
  type LinePreparation,
  prepareCroppedLine,
} from './line-image';
import { cleanRecognizedLine } from './postprocess';
import { darkOnLight } from './resize';
import { segmentLines } from './segment-lines';
import { Slots } from './slots';
import {
  defaultModel,
  type ModelReading,
  readPages,
  readStockIfSurer,
  STOCK_FALLBACK_CONFIDENCE,
  surest,
  type TesseractModel,
} from './tesseract';
import type { ScoredReading, WordReading } from './tsv-reading';
import { validateImage, validateOptions } from './validate-image';

/** How one page is read, beside the request's options. */
export interface OcrRun {
  /** Defaults to ours (else stock urd); training/quality.ts passes a checkpoint under test. */
  model?: TesseractModel;
  /** When it aborts (the call's deadline), lines not yet started are not read. */
  signal?: AbortSignal;
  /** Called as each line is read: lines done of the page's lines (a long call's progress). */
  onLine?: (done: number, total: number) => void;
  /** Tesseract processes at once in this process (the server's OCR_CONCURRENCY); default 1-2 by cores. */
  concurrency?: number | undefined;
}

const DEFAULT_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism()));
// One set of slots per size, shared by every page read with it: the bound is on the process's cores.
const slotsBySize = new Map<number, Slots>();

export function slotsFor(concurrency = DEFAULT_CONCURRENCY): Slots {
  let slots = slotsBySize.get(concurrency);
  if (!slots) {
    slots = new Slots(concurrency);
    slotsBySize.set(concurrency, slots);
  }
  return slots;
}

export async function recognize(image: Buffer, options: OcrOptions, run: OcrRun = {}): Promise<string> {
  const lines = await readLines(image, options, run);
  const accurate = options.performance === 0;
  return lines
    .map((words) => lineText(words, accurate))
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The page's lines as read, uncorrected: each line's cleaned words with Tesseract's confidence.
 * training/learn-confusions.ts learns the model's confusions from these.
 */
export async function readLines(
  image: Buffer,
  options: OcrOptions,
  { model = defaultModel(), signal, onLine, concurrency }: OcrRun = {},
): Promise<WordReading[][]> {
  const slots = slotsFor(concurrency);
  validateOptions(options);
  const accurate = options.performance === 0;
  const header = validateImage(image);
  const gray = darkOnLight(await slots.run(() => decodeToGray(image, header.kind, accurate), signal));
  const lines = await readPageLines(gray, options, { model, signal, onLine, concurrency });
  return lines.map((line) => line.words);
}

/** A line read on a page: its box on the page image (pixels) and its cleaned words. */
export interface PageLine {
  box: InkExtent;
  words: WordReading[];
}

/**
 * Reads the lines of one decoded page (dark text on light), top to bottom. Documents call it page
 * by page (document-ocr.ts) with the same slots, so a long document cannot starve other calls.
 */
export async function readPageLines(
  gray: GrayImage,
  options: OcrOptions,
  { model = defaultModel(), signal, onLine, concurrency }: OcrRun = {},
): Promise<PageLine[]> {
  const slots = slotsFor(concurrency);
  const accurate = options.performance === 0;
  const emPixels = (options.fontsize * options.dpi) / 72;
  const bands = segmentLines(gray, emPixels);
  let linesRead = 0;
  onLine?.(0, bands.length);
  // Lines of one page share the slots with other requests, so a page cannot starve them.
  return Promise.all(
    bands.map((band) =>
      slots.run(async () => {
        const rows = cropRows(gray, band.top, band.bottom);
        const line = cropToInk(rows);
        const ink = inkExtent(rows);
        const box = ink
          ? { ...ink, top: band.top + ink.top, bottom: band.top + ink.bottom }
          : { left: 0, top: band.top, right: gray.width, bottom: band.bottom };
        const reading = accurate ? await readAccurately(line, model) : await readFast(line, model);
        linesRead += 1;
        onLine?.(linesRead, bands.length);
        const words = reading.words
          .map((word) => ({
            text: cleanRecognizedLine(word.text, reading.model.mirrorsBrackets),
            confidence: word.confidence,
          }))
          .filter((word) => word.text !== '');
        return { box, words };
      }, signal),
    ),
  );
}

/** A line's text as the answer gives it: corrected by the lexicon in accurate mode. */
export function lineText(words: readonly WordReading[], accurate: boolean): string {
  return accurate ? correctLine(words) : words.map((w) => w.text).join(' ');
}

/** Fast mode's one reading: Otsu's threshold at the engine's line height. */
const FAST_PREPARATION: LinePreparation = { height: LINE_HEIGHT_PX, keepFaintStrokes: false };

/**
 * Fast mode reads the line once with --psm 13 (raw line). The 64 px model, trained on lines cropped
 * as the engine crops them, reads them better that way than with --psm 7, which also answers
 * nothing for some lines (dev Nastaliq CER 3.6% against 4.9% for --psm 7 falling back to 13).
 */
async function readFast(line: GrayImage, model: TesseractModel): Promise<ModelReading> {
  const [reading] = await readPages([prepareCroppedLine(line, FAST_PREPARATION)], 13, model);
  return { ...(reading as ScoredReading), model };
}

/**
 * The ways accurate mode prepares each line, read as pages of one --psm 13 run (one model load);
 * the surest reading is kept. Otsu's threshold and the hysteresis one that keeps faint strokes
 * whole at the engine's line height, and Otsu's at a taller one: the readings differ where a line
 * is hard, and the model's confidence picks among them. Chosen on the dev lines and 512 other
 * held-out lines (docs/quality/ocr.md: stage 4).
 */
export const ACCURATE_PREPARATIONS: readonly LinePreparation[] = [
  { height: 96, keepFaintStrokes: false },
  { height: 96, keepFaintStrokes: true },
  { height: 112, keepFaintStrokes: false },
];

async function readAccurately(line: GrayImage, model: TesseractModel): Promise<ModelReading> {
  const pages = ACCURATE_PREPARATIONS.map((preparation) => prepareCroppedLine(line, preparation));
  const best = surest((await readPages(pages, 13, model)).map((reading) => ({ ...reading, model })));
  if (model.tessdataDir === null || best.confidence >= STOCK_FALLBACK_CONFIDENCE) return best;
  return readStockIfSurer(encodePgm(pages[0] as GrayImage), best);
}
