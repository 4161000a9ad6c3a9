import { z } from 'zod';
import { coded } from '../message-catalogue';
import { per100Words } from './text-charges';
import { exampleUrdu, TEXT_TOOL_LIMIT, toolText } from './text-input';
import { defineService, textSummary } from './types';

export const postagger = defineService({
  id: 'postagger',
  title: 'Urdu POS Tagging',
  category: 'text',
  description:
    'Tags every Urdu word with its part of speech (CLE Urdu tagset; Universal Dependencies UPOS on request).',
  apiPaths: ['/postagger'],
  toolPaths: ['/backend/postagger'],
  pages: {
    tool: '/pos_tagger',
    landing: '/postagger',
    publicDoc: '/static_api_postagger',
    signedInDoc: '/api_pos',
  },
  submitLabel: 'Tag',
  maxCharacters: TEXT_TOOL_LIMIT,
  input: z.object({
    text: toolText(),
    tagset: z
      .enum(['cle', 'upos'], { error: 'tagset must be cle or upos.' })
      .default('cle')
      .meta({ description: 'Tagset: the CLE Urdu tagset or Universal Dependencies UPOS' }),
  }),
  ...per100Words,
  successResult: 'POS tagging is done successfully.',
  failure: coded('tool.notGenerated', { name: 'POS Tagging' }),
  responseDescription: 'Space-separated `word|TAG` tokens, in input order.',
  exampleRequest: { text: exampleUrdu, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: 'POS tagging is done successfully.',
    response: 'پاکستان|PN ایک|CA خوبصورت|ADJ ملک|NN ہے|VB',
  },
  summarize: ({ text }) => textSummary(text),
  parameters: ({ tagset }) => ({ tagset }),
});
