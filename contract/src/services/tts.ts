import {
  femaleTtsFailure,
  ttsFields,
  ttsInput,
  ttsResponseDescription,
  urduTtsDocs,
  urduTtsResult,
} from './tts-input';
import { characterPrice } from './tts-price';
import { defineService, textSummary } from './types';
import { countCharacters } from './units';

export const tts = defineService({
  id: 'tts',
  title: 'Urdu Text to Speech (Naghma)',
  category: 'speech',
  description: 'Reads Urdu text aloud in the female voice Naghma; volume and speed can be set.',
  apiPaths: ['/tts'],
  toolPaths: ['/backend/tts'],
  pages: { tool: '/utts', ...urduTtsDocs },
  submitLabel: 'Speak',
  input: ttsInput,
  fields: ttsFields(true),
  unit: 'character',
  countUnits: ({ text }) => countCharacters(text),
  defaultPrice: characterPrice,
  successResult: urduTtsResult,
  failureMessage: femaleTtsFailure,
  responseDescription: ttsResponseDescription,
  exampleRequest: { text: 'السلام علیکم', volume: 100, speed: 0, accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: {
    result: urduTtsResult,
    response: 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=',
  },
  summarize: ({ text }) => textSummary(text),
  parameters: ({ volume, speed }) => ({ volume, speed }),
});
