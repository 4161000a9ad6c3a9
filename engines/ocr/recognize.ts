/**
 * Urdu OCR: validate, decode to grayscale, split a page into lines, crop each line to its ink and
 * binarise it (line-image.ts), read it with Tesseract (our Nastaliq model), and join the lines.
 * dpi and fontsize give the expected text height, used to tell lines from the dots and marks
 * between them. Fast mode reads each line once (--psm 7, --psm 13 when that finds nothing);
 * accurate mode also deskews and normalises the page and reads a line with --psm 13 too when the
 * --psm 7 reading is unsure, and with the stock urd model when ours has all but failed (readLineBest),
 * reads an unsure line once more binarised keeping its faint strokes (readAccurately), then corrects
 * the unsure words that are not Urdu words with the lexicon (lexicon-correction.ts).
 */
import { availableParallelism } from 'node:os';
import { decodeToGray } from './decode';
import { cropRows, encodePgm } from './gray-image';
import { correctLine } from './lexicon-correction';
import type { OcrOptions } from './limits';
import { LINE_HEIGHT_PX, type LineVariants, prepareLineVariants } from './line-image';
import { cleanRecognizedLine } from './postprocess';
import { darkOnLight } from './resize';
import { segmentLines } from './segment-lines';
import { Slots } from './slots';
import { defaultModel, type ModelReading, readLine, readLineBest, type TesseractModel } from './tesseract';
import type { WordReading } from './tsv-reading';
import { validateImage, validateOptions } from './validate-image';

const slots = new Slots(
  Number(process.env.OCR_CONCURRENCY) || Math.max(1, Math.min(2, availableParallelism())),
);

/** `model` defaults to ours (else stock urd); quality.ts passes a checkpoint under test. */
export async function recognize(
  image: Buffer,
  options: OcrOptions,
  model: TesseractModel = defaultModel(),
): Promise<string> {
  const lines = await readLines(image, options, model);
  const accurate = options.performance === 0;
  return lines
    .map((words) => (accurate ? correctLine(words) : words.map((w) => w.text).join(' ')))
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The page's lines as read, uncorrected: each line's cleaned words, with Tesseract's confidence in
 * accurate mode (fast mode reads plain text: confidence 100). training/learn-confusions.ts learns
 * the model's confusions from these.
 */
export async function readLines(
  image: Buffer,
  options: OcrOptions,
  model: TesseractModel = defaultModel(),
): Promise<WordReading[][]> {
  validateOptions(options);
  const accurate = options.performance === 0;
  const header = validateImage(image);
  const gray = darkOnLight(await slots.run(() => decodeToGray(image, header.kind, accurate)));
  const emPixels = (options.fontsize * options.dpi) / 72;
  const bands = segmentLines(gray, emPixels);
  // Lines of one page share the slots with other requests, so a page cannot starve them.
  return Promise.all(
    bands.map((band) =>
      slots.run(async () => {
        const line = prepareLineVariants(cropRows(gray, band.top, band.bottom), LINE_HEIGHT_PX);
        const reading: { words: WordReading[]; model: TesseractModel } = accurate
          ? await readAccurately(line, model)
          : {
              words: (await readLine(encodePgm(line.plain), model))
                .split(/\s+/)
                .map((text) => ({ text, confidence: 100 })),
              model,
            };
        return reading.words
          .map((word) => ({
            text: cleanRecognizedLine(word.text, reading.model.mirrorsBrackets),
            confidence: word.confidence,
          }))
          .filter((word) => word.text !== '');
      }),
    ),
  );
}

/**
 * Accurate mode reads a line again, binarised keeping its faint strokes, when the plain reading's
 * confidence is below this, and keeps the surer reading. Chosen on the dev lines (70, 80, 90 and
 * always; docs/quality.md, ocr); thin or unevenly inked strokes that Otsu's threshold breaks up are
 * what it mends.
 */
export const FAINT_RETRY_CONFIDENCE = 80;

async function readAccurately(line: LineVariants, model: TesseractModel): Promise<ModelReading> {
  const plain = await readLineBest(encodePgm(line.plain), model);
  if (plain.confidence >= FAINT_RETRY_CONFIDENCE) return plain;
  const faint = await readLineBest(encodePgm(line.faint()), model);
  return faint.confidence > plain.confidence ? faint : plain;
}
