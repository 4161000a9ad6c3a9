/**
 * What the `image` field holds, read from its bytes before anything is charged: a single image
 * (JPEG, BMP, PNG, one-page TIFF), a multi-page TIFF or a PDF, with the pixel size of every page
 * as it will be read. Hostile documents are refused here with a stable code: encrypted, no pages,
 * more pages than the server takes, a page too large to render at the asked DPI, a TIFF bomb, a
 * truncated file. Rendering (render-page.ts) keeps its own caps as a second guard.
 */
import { OcrInputError } from './errors';
import type { ImageKind } from './image-header';
import { OCR_LIMITS } from './limits';
import { readPdfInfo } from './pdf-info';
import { readTiffFrames } from './tiff-frames';
import { validateImage } from './validate-image';

export interface PageSize {
  width: number;
  height: number;
}

export type OcrSource =
  | { kind: 'image'; image: ImageKind; pages: [PageSize] }
  | { kind: 'tiff'; pages: PageSize[] }
  | { kind: 'pdf'; pages: PageSize[] };

export interface InspectLimits {
  /** The DPI PDF pages are rendered at (the request's dpi_val). */
  dpi: number;
  /** Most pages a document may have (OCR_MAX_PAGES). */
  maxPages: number;
}

export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

function isTiff(bytes: Uint8Array): boolean {
  const little = bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 0x2a && bytes[3] === 0x00;
  const big = bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0x00 && bytes[3] === 0x2a;
  return bytes.length >= 4 && (little || big);
}

/** A page of this many pixels is refused like an image of that size would be. */
function checkPageSize(size: PageSize, page: number, what: string): void {
  const { maxSide, maxPixels } = OCR_LIMITS;
  const width = Math.ceil(size.width);
  const height = Math.ceil(size.height);
  if (width > maxSide || height > maxSide || width * height > maxPixels) {
    throw new OcrInputError(
      'ocr_page_too_large',
      `Page ${page} is ${width}x${height} pixels ${what}; the limit is ${maxPixels / 1e6} megapixels and ${maxSide} pixels a side.`,
    );
  }
  if (width < OCR_LIMITS.minSide || height < OCR_LIMITS.minSide) {
    throw new OcrInputError('ocr_image_too_small', `Page ${page} is only ${width}x${height} pixels.`);
  }
}

function checkDocumentBytes(bytes: Uint8Array): void {
  if (bytes.length > OCR_LIMITS.maxDocumentBytes) {
    throw new OcrInputError(
      'ocr_image_too_large',
      `The document is larger than ${OCR_LIMITS.maxDocumentBytes / 1024 / 1024} MB.`,
    );
  }
}

function tooManyPages(pages: number | undefined, maxPages: number): OcrInputError {
  return new OcrInputError(
    'ocr_document_too_many_pages',
    `The document has ${pages ?? `more than ${maxPages}`} pages; at most ${maxPages} are read in one call.`,
  );
}

/** A complete PDF ends with %%EOF (in its last kilobyte, as readers look for it); a cut one does not. */
function endsLikePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

const truncatedPdf = () =>
  new OcrInputError('ocr_document_truncated', 'The PDF is cut short (it has no end-of-file marker).');

async function inspectPdf(bytes: Buffer, limits: InspectLimits): Promise<OcrSource> {
  checkDocumentBytes(bytes);
  if (!endsLikePdf(bytes)) throw truncatedPdf();
  const info = await readPdfInfo(bytes, limits.maxPages);
  if (info.encrypted) {
    throw new OcrInputError('ocr_document_encrypted', 'The PDF is encrypted; send it without a password.');
  }
  if (info.pages === 0) throw new OcrInputError('ocr_document_empty', 'The PDF has no pages.');
  if (info.pages > limits.maxPages) throw tooManyPages(info.pages, limits.maxPages);
  const pages: PageSize[] = [];
  for (let page = 1; page <= info.pages; page += 1) {
    const points = info.sizes[page - 1];
    if (!points) throw new OcrInputError('ocr_document_corrupt', `Page ${page} of the PDF cannot be read.`);
    // Multiplied first: 792 pt × 150 / 72 is 1650 exactly, 792 × (150 / 72) is not.
    const pixels = (pt: number) => Math.ceil((pt * limits.dpi) / 72);
    const size = { width: pixels(points.width), height: pixels(points.height) };
    checkPageSize(size, page, `at ${limits.dpi} DPI (${points.width} x ${points.height} points)`);
    pages.push(size);
  }
  return { kind: 'pdf', pages };
}

function inspectTiff(bytes: Buffer, limits: InspectLimits): OcrSource {
  const read = readTiffFrames(bytes, limits.maxPages);
  if (!read.ok) {
    if (read.problem === 'too_many') throw tooManyPages(undefined, limits.maxPages);
    const code = read.problem === 'truncated' ? 'ocr_document_truncated' : 'ocr_image_corrupt';
    throw new OcrInputError(code, read.message);
  }
  if (read.frames.length === 1) {
    const header = validateImage(bytes);
    return { kind: 'image', image: header.kind, pages: [{ width: header.width, height: header.height }] };
  }
  checkDocumentBytes(bytes);
  read.frames.forEach((frame, index) => {
    checkPageSize(frame, index + 1, '');
  });
  return { kind: 'tiff', pages: read.frames };
}

/**
 * The checks that need no program and no setting, for a synchronous first look: a single image
 * fully (validateImage), a document's byte size and, for a PDF, its end-of-file marker.
 */
export function precheckOcrBytes(bytes: Buffer): void {
  if (!isPdf(bytes) && !isTiff(bytes)) {
    validateImage(bytes);
    return;
  }
  checkDocumentBytes(bytes);
  if (isPdf(bytes) && !endsLikePdf(bytes)) throw truncatedPdf();
}

/** The input's kind and pages, or the OcrInputError that refuses it. */
export async function inspectOcrInput(bytes: Buffer, limits: InspectLimits): Promise<OcrSource> {
  if (isPdf(bytes)) return inspectPdf(bytes, limits);
  if (isTiff(bytes)) return inspectTiff(bytes, limits);
  const header = validateImage(bytes);
  return { kind: 'image', image: header.kind, pages: [{ width: header.width, height: header.height }] };
}
