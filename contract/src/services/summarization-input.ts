import { z } from 'zod';
import { intField } from './fields';
import { accessTokenDoc, TEXT_TOOL_LIMIT, textDoc, toolText } from './text-input';
import type { FieldDoc } from './types';

/** Both summarization services take the text and `volume`, the number of sentences (1–4, default 1). */
export const summarizationInput = z.object({
  text: toolText(),
  volume: intField({ min: 1, max: 4, fallback: 1, message: 'Number of sentences must be from 1 to 4.' }),
});

export const summarizationFields: readonly FieldDoc[] = [
  textDoc(TEXT_TOOL_LIMIT),
  {
    name: 'volume',
    type: 'integer',
    required: false,
    description: 'Number of sentences, 1 to 4 (default 1).',
  },
  accessTokenDoc,
];

export const summarizationPages = {
  tool: '/Text_Summerization',
  landing: '/textsummerization',
  publicDoc: '/static_api_textsummerization',
  signedInDoc: '/api_summarization',
} as const;

/** The tool screen posts both kinds to one path and says which in `summarizationType`. */
export const summarizationToolPaths = ['/backend/summerization', '/summerization'] as const;

export const exampleArticle =
  'لاہور میں آج موسم خوشگوار رہا۔ محکمہ موسمیات کے مطابق کل بارش کا امکان ہے۔ شہریوں نے موسم کا لطف اٹھایا۔';
