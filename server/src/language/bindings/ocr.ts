import { ocr } from '@zuban/contract/services/ocr';
import { OCR_CONTENT_TYPES } from '@zuban/contract/services/ocr-output';
import {
  checkOcrEngine,
  formatReading,
  inspectOcrInput,
  OCR_LIMITS,
  type OcrSource,
  precheckOcrBytes,
  readDocument,
} from '@zuban/engines/ocr';
import type { AppContext } from '../../context';
import { withDeadline } from '../../jobs/engine-failure';
import { bindService } from '../binding';
import type { EngineProbe } from '../engine-status';

/** /healthz: tesseract and its Urdu models are installed. */
export const ocrEngineProbe: EngineProbe = async () => ({ name: 'ocr', ...(await checkOcrEngine()) });

/** The image field is base64, optionally a data URL; the catalogue's schema already checked its alphabet. */
export function decodeImageField(image: string): Buffer {
  const comma = image.startsWith('data:') ? image.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? image.slice(comma + 1) : image, 'base64');
}

/**
 * The framework's deadline for any OCR call: a document's whole read can take minutes (50 pages,
 * each a few seconds). Each call gets its own within it: ENGINE_TIMEOUT_MS a page, so a single
 * image keeps the deadline every engine has. Subprocesses have their own limits too (pdfinfo,
 * pdftoppm, ImageMagick, tesseract).
 */
const OCR_DEADLINE_MS = 10 * 60_000;

function inspect(bytes: Buffer, dpi: number, ctx: AppContext): Promise<OcrSource> {
  return inspectOcrInput(bytes, { dpi, maxPages: ctx.config.settings.OCR_MAX_PAGES });
}

/**
 * The catalogue's schema checks the fields (dpi_val 150/300, performance 0/1, fontsize, output);
 * `validate` checks a single image's bytes, `inspect` a document's (pdfinfo, the TIFF's
 * directories) before anything is charged: the kind by its magic bytes, the byte size, the page
 * count (OCR_MAX_PAGES), encryption, each page's pixel size at the asked DPI. A document is
 * charged per page, a single image per megabyte (docs/decisions/ocr-pages-priced-per-page.md).
 * The engine's input errors become 4xx in one place (jobs/engine-failure.ts).
 */
export const ocrBinding = bindService(
  ocr,
  async ({ image, dpi_val: dpi, performance, fontsize, output }, { ctx, signal, progress }) => {
    const bytes = decodeImageField(image);
    // Inspected again here: a queue worker gets the input as JSON and checks it on its own machine.
    const source = await inspect(bytes, dpi, ctx);
    const document = source.kind !== 'image';
    const deadlineMs = Math.min(OCR_DEADLINE_MS, ctx.config.settings.ENGINE_TIMEOUT_MS * source.pages.length);
    const pages = await withDeadline(deadlineMs, (deadline) =>
      readDocument(
        bytes,
        source,
        { dpi, performance, fontsize },
        {
          // Lines and pages not yet started are dropped once nobody waits for them.
          signal: AbortSignal.any([signal, deadline]),
          // The call's progress (the tool screen polls it): a document's pages, an image's lines.
          onPage: document ? (done, total) => progress?.(done, total, 'pages') : undefined,
          onLine: document ? undefined : (done, total) => progress?.(done, total, 'lines'),
          concurrency: ctx.config.settings.OCR_CONCURRENCY,
          keepScans: output === 'pdf',
        },
      ),
    );
    const answer = formatReading(pages, output, dpi);
    return {
      response: answer.response,
      // A page-by-page text goes with every document, and with any answer that is not plain text.
      extra: {
        output,
        contentType: OCR_CONTENT_TYPES[output],
        ...(document || output !== 'text' ? { pages: answer.pages } : {}),
      },
      ...(output === 'pdf' ? { media: OCR_CONTENT_TYPES.pdf } : {}),
    };
  },
  {
    // A single image entirely; a document's size (its pages are `inspect`'s: pdfinfo runs as a
    // child process, off the event loop).
    validate: ({ image }) => precheckOcrBytes(decodeImageField(image)),
    inspect: async ({ image, dpi_val: dpi }, ctx) => {
      const source = await inspect(decodeImageField(image), dpi, ctx);
      return source.kind === 'image' ? undefined : { units: source.pages.length };
    },
    // ENGINE_TIMEOUT_MS per unit (a document's page; an image's megabyte), within OCR_DEADLINE_MS:
    // the job's deadline is also when the stale sweep may refund it, so it must not be 10 minutes
    // for a one-page image.
    deadlineFor: (prepared, ctx) =>
      Math.min(OCR_DEADLINE_MS, ctx.config.settings.ENGINE_TIMEOUT_MS * Math.max(1, prepared.units)),
    // The largest document the engine takes, as base64 (4/3), with room for a data-URL prefix and the JSON.
    bodyLimitBytes: Math.ceil((OCR_LIMITS.maxDocumentBytes * 4) / 3) + 64 * 1024,
  },
);
