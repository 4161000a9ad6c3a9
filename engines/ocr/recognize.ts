/**
 * Urdu OCR: validate, decode to grayscale, split a page into lines, crop each line to its ink and
 * binarise it (line-image.ts), read it with Tesseract (our Nastaliq model), and join the lines.
 * dpi and fontsize give the expected text height, used to tell lines from the dots and marks
 * between them. Fast mode reads each line once (--psm 7, --psm 13 when that finds nothing);
 * accurate mode also deskews and normalises the page and reads a line with --psm 13 too when the
 * --psm 7 reading is unsure (readLineBest).
 */
import { availableParallelism } from 'node:os';
import { decodeToGray } from './decode';
import { cropRows, encodePgm } from './gray-image';
import type { OcrOptions } from './limits';
import { prepareLine } from './line-image';
import { cleanRecognizedLine } from './postprocess';
import { darkOnLight } from './resize';
import { segmentLines } from './segment-lines';
import { Slots } from './slots';
import { defaultModel, readLine, readLineBest } from './tesseract';
import { validateImage, validateOptions } from './validate-image';

/** Lines are handed to Tesseract at most this tall (it works at 48 px). */
const LINE_HEIGHT_PX = 96;

const slots = new Slots(
  Number(process.env.OCR_CONCURRENCY) || Math.max(1, Math.min(2, availableParallelism())),
);

export async function recognize(image: Buffer, options: OcrOptions): Promise<string> {
  validateOptions(options);
  const accurate = options.performance === 0;
  const header = validateImage(image);
  const gray = darkOnLight(await slots.run(() => decodeToGray(image, header.kind, accurate)));
  const emPixels = (options.fontsize * options.dpi) / 72;
  const bands = segmentLines(gray, emPixels);
  const model = defaultModel();
  // Lines of one page share the slots with other requests, so a page cannot starve them.
  const lines = await Promise.all(
    bands.map((band) =>
      slots.run(async () => {
        const line = encodePgm(prepareLine(cropRows(gray, band.top, band.bottom), LINE_HEIGHT_PX));
        const text = accurate ? (await readLineBest(line, model)).text : await readLine(line, model);
        return cleanRecognizedLine(text);
      }),
    ),
  );
  return lines.filter((line) => line !== '').join('\n');
}
