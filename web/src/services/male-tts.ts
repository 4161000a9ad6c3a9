import type { WebService } from './types';

/** Sarang: a voice of the Urdu TTS screens; its landing page is Naghma's (/tts). */
export const maleTts: WebService = {
  id: 'male_tts',
  tool: { kind: 'tts', language: 'urdu', defaultVolume: 100, adjustable: false },
  copy: {
    en: { tool: { voice: 'Sarang' } },
    ur: {
      title: 'اردو ٹیکسٹ ٹو اسپیچ (سارنگ)',
      tool: { voice: 'سارنگ' },
    },
  },
};
