import { z } from 'zod';
import { coded } from '../message-catalogue';
import { messages, textField } from './fields';
import { defineService, textSummary } from './types';

export const ROMAN_LIMIT = 100;

export const romanization = defineService({
  id: 'romanization',
  title: 'Roman to Urdu Script',
  category: 'text',
  description: 'Converts Roman Urdu (Urdu written in Latin letters) to Urdu script.',
  apiPaths: ['/romanization'],
  toolPaths: ['/backend/urdu_roman', '/urdu_roman'],
  pages: {
    tool: '/Urdu_romanization',
    landing: '/roman',
    publicDoc: '/static_api_roman',
    signedInDoc: '/api_roman',
  },
  submitLabel: 'Submit',
  maxCharacters: ROMAN_LIMIT,
  input: z.object({
    text: textField({
      max: ROMAN_LIMIT,
      empty: messages.textEmpty,
      tooLong: messages.tooLong(ROMAN_LIMIT),
      what: 'Roman Urdu text',
    }),
  }),
  unit: 'request',
  countUnits: () => 1,
  defaultPrice: { unitCostMilli: 1000, discountPercent: 0, minUnits: 1, minChargeMilli: 1000 },
  successResult: 'Romanization is done successfully.',
  failure: coded('tool.notGenerated', { name: 'Urdu Romanization' }),
  responseDescription: 'The text in Urdu script.',
  exampleRequest: { text: 'mera naam Ali hai', accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: { result: 'Romanization is done successfully.', response: 'میرا نام علی ہے' },
  summarize: ({ text }) => textSummary(text),
});
