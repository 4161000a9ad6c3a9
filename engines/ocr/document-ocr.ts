/**
 * Reads every page of an inspected input (document.ts): one page after another, each page's
 * lines through the shared slots (recognize.ts), the next page rendered while this one is read.
 * The pages come back with their gray image and their lines' boxes and texts, from which every
 * output is written (ocr-output.ts): the text of `text` is the text of `hocr`, `alto` and `pdf`.
 */
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import type { OcrSource } from './document';
import type { OcrOptions } from './limits';
import type { InkExtent } from './line-image';
import { lineText, type OcrRun, readPageLines, slotsFor } from './recognize';
import { renderPage } from './render-page';
import { darkOnLight } from './resize';
import type { WordReading } from './tsv-reading';
import { validateOptions } from './validate-image';

export interface ReadLine {
  box: InkExtent;
  /** The line as the `text` answer gives it (corrected in accurate mode). */
  text: string;
  /** The words as read, with Tesseract's confidence (hOCR and ALTO carry it). */
  words: WordReading[];
}

export interface ReadPage {
  /** The page as read (straightened in accurate mode), in pixels: the lines' boxes are on it. */
  width: number;
  height: number;
  /**
   * Its 8-bit gray pixels, deflated, when the run asked to keep them (the searchable PDF embeds
   * them as they are): a 300 DPI A4 page is 8.7 MB raw, about a tenth of that deflated, so 50
   * pages stay small while the rest are read.
   */
  scan?: Buffer;
  lines: ReadLine[];
}

export interface DocumentRun extends OcrRun {
  /** Called as each page is read: pages done of the document's pages. */
  onPage?: (done: number, total: number) => void;
  /** Keep each page's pixels (ReadPage.scan), for a searchable PDF. */
  keepScans?: boolean;
}

const deflated = promisify(deflate);

export async function readDocument(
  bytes: Buffer,
  source: OcrSource,
  options: OcrOptions,
  run: DocumentRun = {},
): Promise<ReadPage[]> {
  validateOptions(options);
  const accurate = options.performance === 0;
  const slots = slotsFor(run.concurrency);
  const total = source.pages.length;
  const render = (index: number) =>
    slots.run(
      async () => darkOnLight(await renderPage(bytes, source, index, options.dpi, accurate)),
      run.signal,
    );
  const pages: ReadPage[] = [];
  run.onPage?.(0, total);
  let next = render(0);
  for (let index = 0; index < total; index += 1) {
    const image = await next;
    // The next page renders while this one's lines are read.
    if (index + 1 < total) {
      next = render(index + 1);
      // A failure is awaited in its turn; until then it must not count as unhandled.
      next.catch(() => undefined);
    }
    // `onLine` counts the lines of a single image; a document's progress is its pages.
    const lines = await readPageLines(image, options, {
      ...run,
      onLine: total === 1 ? run.onLine : undefined,
    });
    pages.push({
      width: image.width,
      height: image.height,
      // Deflated on libuv's thread pool, off the event loop.
      ...(run.keepScans ? { scan: await deflated(image.pixels) } : {}),
      lines: lines
        .map((line) => ({ box: line.box, words: line.words, text: lineText(line.words, accurate) }))
        .filter((line) => line.text !== ''),
    });
    run.onPage?.(index + 1, total);
  }
  return pages;
}

/** A page's text as the `text` answer gives it: its lines, top to bottom. */
export function pageText(page: ReadPage): string {
  return page.lines.map((line) => line.text).join('\n');
}
