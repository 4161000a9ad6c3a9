import { femaleTtsFailure, urduTtsDocs, urduTtsResult } from './tts-input';
import { defineTtsVoice } from './tts-voice';

export const femaleTts = defineTtsVoice({
  id: 'female_tts',
  title: 'Urdu Text to Speech (Naghma V-2.0)',
  description: 'Reads Urdu text aloud in the newer female voice Naghma V-2.0; volume and speed can be set.',
  pages: { tool: '/female_tts', ...urduTtsDocs },
  adjustable: true,
  successResult: urduTtsResult,
  failure: femaleTtsFailure,
  exampleText: 'السلام علیکم',
});
