import { maleTtsFailure, ttsFields, ttsInput, ttsResponseDescription } from './tts-input';
import { characterPrice } from './tts-price';
import { defineService, textSummary } from './types';
import { countCharacters } from './units';

const result = 'Audio Generated successfully.';

export const punjabiMaleTts = defineService({
  id: 'punjabi_male_tts',
  title: 'Punjabi Text to Speech (Ektara)',
  category: 'speech',
  description: 'Reads Punjabi text (Shahmukhi or Gurmukhi) aloud in the male voice Ektara.',
  apiPaths: ['/punjabi_male_tts'],
  toolPaths: ['/backend/punjabi_male_tts'],
  pages: {
    tool: '/punjabi_male_tts',
    landing: '/ptts',
    publicDoc: '/static_api_ptts',
    signedInDoc: '/punjabi_api_tts',
  },
  submitLabel: 'Speak',
  input: ttsInput,
  fields: ttsFields(false),
  unit: 'character',
  countUnits: ({ text }) => countCharacters(text),
  defaultPrice: characterPrice,
  successResult: result,
  failureMessage: maleTtsFailure,
  responseDescription: ttsResponseDescription,
  exampleRequest: { text: 'ست سری اکال', accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: { result, response: 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=' },
  summarize: ({ text }) => textSummary(text),
});
