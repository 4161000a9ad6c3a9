import {
  maleTtsFailure,
  ttsFields,
  ttsInput,
  ttsResponseDescription,
  urduTtsDocs,
  urduTtsResult,
} from './tts-input';
import { characterPrice } from './tts-price';
import { defineService, textSummary } from './types';
import { countCharacters } from './units';

export const maleTts = defineService({
  id: 'male_tts',
  title: 'Urdu Text to Speech (Sarang)',
  category: 'speech',
  description: 'Reads Urdu text aloud in the male voice Sarang.',
  apiPaths: ['/male_tts'],
  toolPaths: ['/backend/male_tts'],
  pages: { tool: '/male_tts', ...urduTtsDocs },
  submitLabel: 'Speak',
  input: ttsInput,
  fields: ttsFields(false),
  unit: 'character',
  countUnits: ({ text }) => countCharacters(text),
  defaultPrice: characterPrice,
  successResult: urduTtsResult,
  failureMessage: maleTtsFailure,
  responseDescription: ttsResponseDescription,
  exampleRequest: { text: 'السلام علیکم', accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: urduTtsResult,
    response: 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=',
  },
  summarize: ({ text }) => textSummary(text),
});
