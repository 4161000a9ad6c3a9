import {
  exampleArticle,
  summarizationFields,
  summarizationInput,
  summarizationPages,
  summarizationToolPaths,
} from './summarization-input';
import { defineService, textSummary } from './types';
import { countCharacters } from './units';

export const extractiveSummarization = defineService({
  id: 'extractive_summarization',
  title: 'Urdu Text Summarization (Extractive)',
  category: 'text',
  description: 'Picks the most central sentences of an Urdu text and returns them in their original order.',
  apiPaths: ['/extractive_summarization'],
  toolPaths: summarizationToolPaths,
  toolSelect: { field: 'summarizationType', value: 'extractive', isDefault: true },
  pages: summarizationPages,
  submitLabel: 'Submit',
  input: summarizationInput,
  fields: summarizationFields,
  unit: 'character',
  countUnits: ({ text }) => countCharacters(text),
  defaultPrice: { unitCostMilli: 1, discountPercent: 0, minUnits: 1000, minChargeMilli: 1000 },
  successResult: 'Summary is generated successfully.',
  failureMessage: 'Sorry! Output is not generated. Check Text Summarization Service.',
  responseDescription: 'The summary: the chosen sentences, in original order.',
  exampleRequest: { text: exampleArticle, volume: 1, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: 'Summary is generated successfully.',
    response: 'محکمہ موسمیات کے مطابق کل بارش کا امکان ہے۔',
  },
  summarize: ({ text }) => textSummary(text),
  parameters: ({ volume }) => ({ sentences: volume, type: 'extractive' }),
});
