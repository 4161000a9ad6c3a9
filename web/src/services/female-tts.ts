import type { WebService } from './types';

/** Naghma V-2.0: a voice of the Urdu TTS screens; its landing page is Naghma's (/tts). */
export const femaleTts: WebService = {
  id: 'female_tts',
  tool: { kind: 'tts', language: 'urdu', defaultVolume: 140, adjustable: true },
  copy: {
    en: { tool: { voice: 'Naghma V-2.0' } },
    ur: {
      title: 'اردو ٹیکسٹ ٹو اسپیچ (نغمہ V-2.0)',
      tool: { voice: 'نغمہ V-2.0' },
    },
  },
};
