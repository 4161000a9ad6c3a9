import { maleTtsFailure, urduTtsDocs, urduTtsResult } from './tts-input';
import { defineTtsVoice } from './tts-voice';

export const maleTts = defineTtsVoice({
  id: 'male_tts',
  title: 'Urdu Text to Speech (Sarang)',
  description: 'Reads Urdu text aloud in the male voice Sarang.',
  pages: { tool: '/male_tts', ...urduTtsDocs },
  adjustable: false,
  successResult: urduTtsResult,
  failure: maleTtsFailure,
  exampleText: 'السلام علیکم',
});
