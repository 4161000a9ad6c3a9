import { coded } from '../message-catalogue';
import { domainCategories } from './domain-categories';
import { perCharacter } from './text-charges';
import { plainTextInput, TEXT_TOOL_LIMIT } from './text-input';
import { defineService, textSummary } from './types';

export { domainCategories };

export const domainIdentification = defineService({
  id: 'domain_identification',
  title: 'Urdu Domain Identification',
  category: 'text',
  description: `Classifies an Urdu text into one of seven categories: ${domainCategories.join(', ')}.`,
  apiPaths: ['/domain_identification'],
  toolPaths: ['/backend/domain'],
  pages: {
    tool: '/Domain_Identification',
    landing: '/domainidentification',
    publicDoc: '/static_api_domainidentification',
    signedInDoc: '/api_domain',
  },
  submitLabel: 'Submit',
  input: plainTextInput,
  maxCharacters: TEXT_TOOL_LIMIT,
  ...perCharacter,
  successResult: 'Domain identification is done successfully.',
  failure: coded('tool.notGenerated', { name: 'Domain Identification' }),
  responseDescription: 'The category name; `scores` gives each category’s score (0–1).',
  exampleRequest: { text: 'پاکستان نے کرکٹ میچ جیت لیا', accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: 'Domain identification is done successfully.',
    response: 'Sports',
    scores: { Sports: 0.91, 'National News': 0.05 },
  },
  summarize: ({ text }) => textSummary(text),
});
