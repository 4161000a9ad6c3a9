import { z } from 'zod';
import { coded } from '../message-catalogue';
import { per100Characters } from './text-charges';
import { exampleUrdu, TEXT_TOOL_LIMIT, toolText } from './text-input';
import { defineService, textSummary } from './types';

export const contentFilter = defineService({
  id: 'content_filter',
  title: 'Urdu Content Profanity Estimation',
  category: 'text',
  description:
    'Estimates how profane a text is with a lexicon of Urdu and Roman Urdu terms and severity weights: ' +
    'a score from 0 to 1 with two decimals, closer to 1 meaning more profane.',
  apiPaths: ['/content_filter'],
  toolPaths: ['/backend/content_filter', '/content_filter'],
  pages: {
    tool: '/Profanity_estimation',
    landing: '/profanity',
    publicDoc: '/static_api_profanity',
    signedInDoc: '/api_profanity',
  },
  submitLabel: 'Submit',
  input: z.object({ text: toolText(TEXT_TOOL_LIMIT, undefined, 'Urdu or Roman Urdu text') }),
  maxCharacters: TEXT_TOOL_LIMIT,
  ...per100Characters,
  successResult: 'Profanity estimation is done successfully.',
  failure: coded('tool.notGenerated', { name: 'Profanity Estimation' }),
  responseDescription: 'The profanity score, a number from 0 to 1 with two decimals.',
  exampleRequest: { text: exampleUrdu, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: { result: 'Profanity estimation is done successfully.', response: 0.02 },
  summarize: ({ text }) => textSummary(text),
});
