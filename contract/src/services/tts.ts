import { femaleTtsFailure, urduTtsDocs, urduTtsResult } from './tts-input';
import { defineTtsVoice } from './tts-voice';

export const tts = defineTtsVoice({
  id: 'tts',
  title: 'Urdu Text to Speech (Naghma)',
  description: 'Reads Urdu text aloud in the female voice Naghma; volume and speed can be set.',
  pages: { tool: '/utts', ...urduTtsDocs },
  adjustable: true,
  successResult: urduTtsResult,
  failure: femaleTtsFailure,
  exampleText: 'السلام علیکم',
});
