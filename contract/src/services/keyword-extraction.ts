import { z } from 'zod';
import { coded } from '../message-catalogue';
import { intField, messages } from './fields';
import { per100Words } from './text-charges';
import { exampleUrdu, TEXT_TOOL_LIMIT, toolText } from './text-input';
import { defineService, textSummary } from './types';

export const keywordExtraction = defineService({
  id: 'keyword_extraction',
  title: 'Urdu Keyword Extraction',
  category: 'text',
  description: 'Extracts the requested number of keywords or key phrases from an Urdu text, best first.',
  apiPaths: ['/keyword_extraction'],
  toolPaths: ['/backend/keyword_extraction'],
  pages: {
    tool: '/Keyword_Extraction',
    landing: '/keywordextraction',
    publicDoc: '/static_api_keywordextraction',
    signedInDoc: '/api_keyword',
  },
  submitLabel: 'Submit',
  maxCharacters: TEXT_TOOL_LIMIT,
  input: z.object({
    text: toolText(),
    volume: intField({ min: 1, max: 100, message: messages.keywordCount }).meta({
      description: 'Number of keywords',
    }),
  }),
  ...per100Words,
  successResult: 'Keyword extraction is done successfully.',
  failure: coded('tool.notGenerated', { name: 'Keyword extraction' }),
  responseDescription: 'The keywords, best first, one per line.',
  exampleRequest: { text: exampleUrdu, volume: 2, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: { result: 'Keyword extraction is done successfully.', response: 'پاکستان\nمہمان نواز' },
  summarize: ({ text }) => textSummary(text),
  parameters: ({ volume }) => ({ keywords: volume }),
});
