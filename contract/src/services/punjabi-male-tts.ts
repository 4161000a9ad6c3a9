import { maleTtsFailure } from './tts-input';
import { defineTtsVoice } from './tts-voice';

export const punjabiMaleTts = defineTtsVoice({
  id: 'punjabi_male_tts',
  title: 'Punjabi Text to Speech (Ektara)',
  description: 'Reads Punjabi text (Shahmukhi or Gurmukhi) aloud in the male voice Ektara.',
  pages: {
    tool: '/punjabi_male_tts',
    landing: '/ptts',
    publicDoc: '/static_api_ptts',
    signedInDoc: '/punjabi_api_tts',
  },
  adjustable: false,
  successResult: 'Audio Generated successfully.',
  failure: maleTtsFailure,
  exampleText: 'ست سری اکال',
});
