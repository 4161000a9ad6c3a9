import { z } from 'zod';
import { coded } from '../message-catalogue';
import { messages } from './fields';
import { per100Characters } from './text-charges';
import { TEXT_TOOL_LIMIT, toolText } from './text-input';
import { defineService, textSummary } from './types';

export const spellChecker = defineService({
  id: 'spell_checker',
  title: 'Urdu Spell Checker',
  category: 'text',
  description:
    'Finds misspelt Urdu words and ranks suggestions for each. The answer is markup in which every word ' +
    'is a span; misspelt words are marked red.',
  apiPaths: ['/spell_checker'],
  toolPaths: ['/backend/spell_checker'],
  pages: {
    tool: '/Spell_Checker',
    landing: '/spell',
    publicDoc: '/static_api_spell',
    signedInDoc: '/api_spell',
  },
  submitLabel: 'Submit',
  // The spec words this screen's limit alert differently ("in the request").
  input: z.object({ text: toolText(TEXT_TOOL_LIMIT, messages.spellTooLong(TEXT_TOOL_LIMIT)) }),
  maxCharacters: TEXT_TOOL_LIMIT,
  ...per100Characters,
  successResult: 'Spell checking is done successfully.',
  failure: coded('tool.notGenerated', { name: 'Spell Checker' }),
  responseDescription:
    'HTML markup: each word is a `<span>`, misspelt words have `style="color:red"`. `suggestions` maps each ' +
    'misspelt word to its ranked suggestions.',
  exampleRequest: { text: 'پاکستان ایک خوبصورت ملق ہے', accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: 'Spell checking is done successfully.',
    response:
      '<span>پاکستان</span> <span>ایک</span> <span>خوبصورت</span> <span style="color:red">ملق</span> <span>ہے</span>',
    suggestions: { ملق: ['ملک', 'مل', 'ملا'] },
  },
  summarize: ({ text }) => textSummary(text),
});
