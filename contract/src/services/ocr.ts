import { z } from 'zod';
import { coded } from '../message-catalogue';
import { base64Field, choiceField, intField, messages } from './fields';
import { OCR_OUTPUTS, ocrAnswerFields } from './ocr-output';
import { defineService } from './types';
import { BYTES_PER_MB, base64ByteLength, startedBlocks } from './units';

export const ocr = defineService({
  id: 'ocr',
  title: 'Urdu OCR',
  category: 'image',
  description:
    'Reads Urdu Nastalique text from a grayscale scan (JPEG, BMP, PNG or TIFF at 150 or 300 DPI) and returns ' +
    'Unicode text. A PDF or multi-page TIFF is read page by page, and the reading can also be had as hOCR, ' +
    'ALTO or a searchable PDF.',
  apiPaths: ['/ocr'],
  toolPaths: ['/backend/ocr'],
  pages: { tool: '/urdu_ocr', landing: '/ocr', publicDoc: '/static_api_ocr', signedInDoc: '/api_ocr' },
  submitLabel: 'Submit',
  input: z.object({
    image: base64Field({ empty: messages.noImage }).meta({
      description:
        'The image (JPEG, BMP, PNG, TIFF) or document (PDF, multi-page TIFF), base64 or a data URL; the kind is read from the bytes',
    }),
    dpi_val: choiceField({ choices: [150, 300], fallback: 300, message: 'dpi_val must be 150 or 300.' }).meta(
      {
        description: 'Resolution of the scan in DPI',
      },
    ),
    performance: choiceField({
      choices: [0, 1],
      fallback: 0,
      message: 'performance must be 0 (Accurate) or 1 (Fast).',
    }).meta({ description: 'Accuracy or speed (0 Accurate, 1 Fast)' }),
    fontsize: intField({ min: 14, max: 44, fallback: 16, message: 'fontsize must be from 14 to 44.' }).meta({
      description: 'Font size in points',
    }),
    output: z
      // Absent or blank (a form's empty choice) is the spec's plain text.
      .preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.enum(OCR_OUTPUTS, { error: 'output must be text, hocr, alto or pdf.' }).default('text'),
      )
      .meta({
        description:
          'What `response` holds: `text` (pages separated by a form feed), `hocr`, `alto` (XML) or `pdf` (a searchable PDF, base64)',
      }),
  }),
  unit: 'megabyte',
  countUnits: ({ image }) => Math.max(1, startedBlocks(base64ByteLength(image), BYTES_PER_MB)),
  // A document's pages, counted by the binding from the PDF or TIFF before the charge.
  documentUnit: 'page',
  defaultPrice: { unitCostMilli: 250, discountPercent: 0, minUnits: 2, minChargeMilli: 500 },
  successResult: 'OCR is done successfully.',
  failure: coded('tool.ocrFailed', { name: 'CLE OCR' }),
  responseDescription:
    'The recognised text (pages separated by a form feed), or the hOCR, ALTO or base64 PDF that `output` asks for.',
  answerFields: ocrAnswerFields,
  exampleRequest: {
    image: '<base64 image>',
    dpi_val: 300,
    performance: 0,
    fontsize: 16,
    accessToken: 'YOUR_ACCESS_TOKEN',
  },
  exampleResponse: {
    result: 'OCR is done successfully.',
    response: 'اردو متن',
    output: 'text',
    contentType: 'text/plain',
  },
  summarize: ({ image }) => `image, ${(base64ByteLength(image) / BYTES_PER_MB).toFixed(2)} MB`,
  parameters: ({ dpi_val, performance, fontsize, output }) => ({ dpi_val, performance, fontsize, output }),
});
