import {
  exampleArticle,
  summarizationFields,
  summarizationInput,
  summarizationPages,
  summarizationToolPaths,
} from './summarization-input';
import { defineService, textSummary } from './types';
import { countCharacters } from './units';

export const abstractiveSummarization = defineService({
  id: 'abstractive_summarization',
  title: 'Urdu Text Summarization (Abstractive)',
  category: 'text',
  description:
    'Writes a shorter summary of an Urdu text in its own words. `engine` says which engine answered.',
  apiPaths: ['/abstractive_summarization'],
  toolPaths: summarizationToolPaths,
  toolSelect: { field: 'summarizationType', value: 'abstractive', isDefault: false },
  pages: summarizationPages,
  submitLabel: 'Submit',
  input: summarizationInput,
  fields: summarizationFields,
  unit: 'character',
  countUnits: ({ text }) => countCharacters(text),
  defaultPrice: { unitCostMilli: 1, discountPercent: 0, minUnits: 1000, minChargeMilli: 1000 },
  successResult: 'Summary is generated successfully.',
  failureMessage: 'Sorry! Output is not generated. Check Text Summarization Service.',
  responseDescription: 'The summary text; `engine` names the engine that wrote it.',
  exampleRequest: { text: exampleArticle, volume: 1, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: 'Summary is generated successfully.',
    response: 'کل بارش کا امکان ہے۔',
    engine: 'compressive',
  },
  summarize: ({ text }) => textSummary(text),
  parameters: ({ volume }) => ({ sentences: volume, type: 'abstractive' }),
});
