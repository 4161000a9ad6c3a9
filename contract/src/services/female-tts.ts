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

export const femaleTts = defineService({
  id: 'female_tts',
  title: 'Urdu Text to Speech (Naghma V-2.0)',
  category: 'speech',
  description: 'Reads Urdu text aloud in the newer female voice Naghma V-2.0; volume and speed can be set.',
  apiPaths: ['/female_tts'],
  toolPaths: ['/backend/female_tts'],
  pages: { tool: '/female_tts', ...urduTtsDocs },
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
