import { coded } from '../message-catalogue';
import { per100Words } from './text-charges';
import { exampleUrdu, plainTextInput, TEXT_TOOL_LIMIT } from './text-input';
import { defineService, textSummary } from './types';

export const stemmer = defineService({
  id: 'stemmer',
  title: 'Urdu Stemmer',
  category: 'text',
  description:
    'Reduces every Urdu word to its stem with prefix and suffix rules and an affix exception list. ' +
    'The stems come back space-separated, in the order of the input words.',
  apiPaths: ['/stemmer'],
  toolPaths: ['/backend/urdu_stemmer', '/urdu_stemmer'],
  pages: {
    tool: '/Urdu_stemmer',
    landing: '/stemmer',
    publicDoc: '/static_api_stemmer',
    signedInDoc: '/api_stemmer',
  },
  submitLabel: 'Stem',
  input: plainTextInput,
  maxCharacters: TEXT_TOOL_LIMIT,
  ...per100Words,
  successResult: 'Stemming is done successfully.',
  // The spec names the spell checker here (tools-admin-api §8); kept word for word.
  failure: coded('tool.notGenerated', { name: 'Spell Checker' }),
  responseDescription: 'The stems of the input words, space-separated, in input order.',
  exampleRequest: { text: exampleUrdu, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: 'Stemming is done successfully.',
    response: 'پاکستان ایک خوبصورت ملک ہے اور لوگ مہمان نواز ہیں',
  },
  summarize: ({ text }) => textSummary(text),
});
