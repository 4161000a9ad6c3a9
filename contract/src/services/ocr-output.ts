import { z } from 'zod';

/** What the OCR answer's `response` holds (#31): the spec's text, hOCR, ALTO XML or a searchable PDF. */
export const OCR_OUTPUTS = ['text', 'hocr', 'alto', 'pdf'] as const;
export type OcrOutputKind = (typeof OCR_OUTPUTS)[number];

/** The media type of each output, as the answer's `contentType` says (the PDF is base64 in `response`). */
export const OCR_CONTENT_TYPES = {
  text: 'text/plain',
  hocr: 'text/html',
  alto: 'application/xml',
  pdf: 'application/pdf',
} as const satisfies Record<OcrOutputKind, string>;

/**
 * Fields an OCR answer adds to `result` and `response`. Optional in the schema so that an answer
 * without them (a queue worker of an older release, a test engine) is still served, not a 500.
 */
export const ocrAnswerFields = {
  output: z.enum(OCR_OUTPUTS).optional().meta({ description: 'What `response` holds' }),
  contentType: z
    .enum(Object.values(OCR_CONTENT_TYPES) as [string, ...string[]])
    .optional()
    .meta({
      description: 'Its media type: text/plain, text/html (hOCR), application/xml (ALTO) or application/pdf',
    }),
  pages: z
    .array(z.string())
    .optional()
    .meta({ description: "Each page's text, for a PDF or multi-page TIFF" }),
};
