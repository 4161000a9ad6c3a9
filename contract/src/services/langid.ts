import { z } from 'zod';
import { coded } from '../message-catalogue';
import { per100Characters } from './text-charges';
import { exampleUrdu, TEXT_TOOL_LIMIT, toolText } from './text-input';
import { defineService, textSummary } from './types';

export const langid = defineService({
  id: 'langid',
  title: 'Language Identification',
  category: 'text',
  description: 'The share of Urdu in a text as a score from 0 to 1 with two decimals.',
  apiPaths: ['/langid'],
  toolPaths: ['/backend/language_identification', '/language_identification'],
  pages: {
    tool: '/Language_identification',
    landing: '/langid',
    publicDoc: '/static_api_langid',
    signedInDoc: '/api_langid',
  },
  submitLabel: 'Submit',
  input: z.object({ text: toolText(TEXT_TOOL_LIMIT, undefined, 'Text in any language') }),
  maxCharacters: TEXT_TOOL_LIMIT,
  ...per100Characters,
  successResult: 'Language identification is done successfully.',
  failure: coded('tool.notGenerated', { name: 'Language Identification' }),
  responseDescription: 'The share of Urdu, a number from 0 to 1 with two decimals.',
  exampleRequest: { text: exampleUrdu, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: { result: 'Language identification is done successfully.', response: 1 },
  summarize: ({ text }) => textSummary(text),
});
