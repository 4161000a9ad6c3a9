/**
 * A read document as the answer's `response`: `text` (the spec's: a page's lines joined with
 * newlines; pages separated by a form feed, as pdftotext separates them), `hocr`, `alto`, or
 * `pdf` (a searchable PDF, base64). Outputs larger than OCR_LIMITS.maxOutputBytes are refused.
 */
import { altoDocument } from './alto';
import { pageText, type ReadPage } from './document-ocr';
import { OcrInputError } from './errors';
import { hocrDocument } from './hocr';
import { OCR_LIMITS, type OcrOutput } from './limits';
import { searchablePdf } from './searchable-pdf';

export interface OcrAnswer {
  /** The text, hOCR or ALTO; the PDF in base64. */
  response: string;
  /** Each page's text, when the input had pages (a PDF or a multi-page TIFF). */
  pages: string[];
}

export const PAGE_SEPARATOR = '\f';

function checkSize(bytes: number): void {
  if (bytes > OCR_LIMITS.maxOutputBytes) {
    throw new OcrInputError(
      'ocr_output_too_large',
      `The answer would be ${Math.ceil(bytes / 1024 / 1024)} MB; the limit is ${OCR_LIMITS.maxOutputBytes / 1024 / 1024} MB. Send fewer pages.`,
    );
  }
}

export function formatReading(pages: readonly ReadPage[], output: OcrOutput, dpi: number): OcrAnswer {
  const texts = pages.map(pageText);
  if (output === 'pdf') {
    const pdf = searchablePdf(
      pages.map(({ width, height, scan, lines }) => {
        if (!scan) throw new Error('the pages were read without keeping their scans (keepScans)');
        return { width, height, scan, dpi, lines: lines.map(({ box, text }) => ({ box, text })) };
      }),
    );
    checkSize(pdf.length);
    return { response: pdf.toString('base64'), pages: texts };
  }
  const response =
    output === 'hocr'
      ? hocrDocument(pages)
      : output === 'alto'
        ? altoDocument(pages)
        : texts.join(PAGE_SEPARATOR);
  checkSize(Buffer.byteLength(response));
  return { response, pages: texts };
}
