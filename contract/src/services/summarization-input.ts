import { z } from 'zod';
import { coded } from '../message-catalogue';
import { intField } from './fields';
import { perCharacter } from './text-charges';
import { TEXT_TOOL_LIMIT, toolText } from './text-input';
import { defineService, textSummary } from './types';

/** Both summarization services take the text and `volume`, the number of sentences (1–4, default 1). */
export const summarizationInput = z.object({
  text: toolText(),
  volume: intField({ min: 1, max: 4, fallback: 1, message: 'Number of sentences must be from 1 to 4.' }).meta(
    {
      description: 'Number of sentences',
    },
  ),
});

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

type SummarizationKind = 'extractive' | 'abstractive';

const summarySuccess = 'Summary is generated successfully.';

/**
 * One summarization service: the two differ in their kind (their public path, the tool screen's
 * `summarizationType` and the job's "type"), their words and their example answer.
 */
export function defineSummarization(
  kind: SummarizationKind,
  words: { title: string; description: string; responseDescription: string },
  exampleAnswer: Record<string, unknown>,
) {
  return defineService({
    id: `${kind}_summarization`,
    title: words.title,
    category: 'text',
    description: words.description,
    apiPaths: [`/${kind}_summarization`],
    toolPaths: summarizationToolPaths,
    toolSelect: { field: 'summarizationType', value: kind, isDefault: kind === 'extractive' },
    pages: summarizationPages,
    submitLabel: 'Submit',
    input: summarizationInput,
    maxCharacters: TEXT_TOOL_LIMIT,
    ...perCharacter,
    successResult: summarySuccess,
    failure: coded('tool.notGenerated', { name: 'Text Summarization' }),
    responseDescription: words.responseDescription,
    exampleRequest: { text: exampleArticle, volume: 1, accessToken: 'YOUR_ACCESS_TOKEN' },
    exampleResponse: { result: summarySuccess, ...exampleAnswer },
    summarize: ({ text }) => textSummary(text),
    parameters: ({ volume }) => ({ sentences: volume, type: kind }),
  });
}
