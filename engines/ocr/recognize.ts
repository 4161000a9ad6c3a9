/**
 * Urdu OCR: validate, decode to grayscale, split a page into lines, crop each line to its ink and
 * binarise it (line-image.ts), read it with Tesseract (our Nastaliq model), and join the lines.
 * dpi and fontsize give the expected text height, used to tell lines from the dots and marks
 * between them. Fast mode reads each line once (--psm 7, --psm 13 when that finds nothing);
 * accurate mode also deskews and normalises the page and reads a line with --psm 13 too when the
 * --psm 7 reading is unsure, and with the stock urd model when ours has all but failed (readLineBest).
 */
import { availableParallelism } from 'node:os';
import { decodeToGray } from './decode';
import { cropRows, encodePgm } from './gray-image';
import type { OcrOptions } from './limits';
import { LINE_HEIGHT_PX, prepareLine } from './line-image';
import { cleanRecognizedLine } from './postprocess';
import { darkOnLight } from './resize';
import { segmentLines } from './segment-lines';
import { Slots } from './slots';
import { defaultModel, readLine, readLineBest, type TesseractModel } from './tesseract';
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
  validateOptions(options);
  const accurate = options.performance === 0;
  const header = validateImage(image);
  const gray = darkOnLight(await slots.run(() => decodeToGray(image, header.kind, accurate)));
  const emPixels = (options.fontsize * options.dpi) / 72;
  const bands = segmentLines(gray, emPixels);
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
