import { positive, setting, text } from '../setting';

// Model files and process counts of the embedded engines, handed to them as options.
export const modelSettings = {
  POS_MODEL_PATH: setting(text().optional(), {
    group: 'models',
    example: '/srv/zuban/pos-model.json',
    whenUnset: 'engines/pos/data/cle-perceptron.json',
    description: 'POS model built by `engines/pos/training/train.ts`.',
  }),
  DOMAIN_MODEL_PATH: setting(text().optional(), {
    group: 'models',
    example: '/srv/zuban/domain-model.json',
    whenUnset: 'engines/domain/data/news-softmax.json',
    description:
      'domain model built by `engines/domain/training/train.ts` (the committed one is non-commercial, see docs/models.md).',
  }),
  SUMMARIZE_DF_PATH: setting(text().optional(), {
    group: 'models',
    example: '/srv/zuban/wikipedia-df.json',
    whenUnset: 'engines/summarize/data/wikipedia-df.json',
    description: 'document frequencies built by `engines/summarize/training/build-df.ts`.',
  }),
  OCR_CONCURRENCY: setting(positive('processes').optional(), {
    group: 'models',
    example: '4',
    whenUnset: '1–2 (the core count, at most 2)',
    description: 'tesseract processes one process runs at once; more lines wait their turn.',
  }),
  OCR_MAX_PAGES: setting(positive('pages').default(50), {
    group: 'models',
    example: '200',
    description:
      'pages a PDF or multi-page TIFF sent to `/ocr` may have; a longer one is refused with 413 `ocr_document_too_many_pages` before anything is charged. Each page is charged as a unit (docs/decisions/ocr-pages-priced-per-page.md).',
  }),
};
