import { z } from 'zod';
import { intField, messages, textField } from './fields';
import type { ServicePages } from './types';

export const TTS_LIMIT = 1000;

const text = textField({
  max: TTS_LIMIT,
  empty: messages.ttsEmpty,
  tooLong: messages.tooLong(TTS_LIMIT),
  what: 'Text to speak',
});
const volume = intField({
  min: 0,
  max: 200,
  fallback: 100,
  message: 'Volume must be a whole number from 0 to 200.',
});
const speed = intField({
  min: -5,
  max: 5,
  fallback: 0,
  message: 'Speed must be a whole number from -5 to 5.',
});

/** Every voice takes text, volume 0–200 and speed −5…+5 (spec §5); only the Naghma voices use the last two. */
export const ttsInput = z.object({
  text,
  volume: volume.meta({ description: 'Loudness in percent' }),
  speed: speed.meta({ description: 'Speaking rate (below 0 slower)' }),
});

/** The same fields for a voice that accepts volume and speed but does not use them (the API pages say so). */
export const fixedVoiceInput: typeof ttsInput = z.object({
  text,
  volume: volume.meta({ description: 'Accepted but not used by this voice' }),
  speed: speed.meta({ description: 'Accepted but not used by this voice' }),
});

export const urduTtsDocs: Pick<ServicePages, 'landing' | 'publicDoc' | 'signedInDoc'> = {
  landing: '/tts',
  publicDoc: '/static_api_tts',
  signedInDoc: '/api_tts',
};

export const femaleTtsFailure = 'Sorry! Audio is not generated. Check Female TTS Services.';
export const maleTtsFailure = 'Audio is not generated. Check Male TTS Service.';
export const urduTtsResult = 'Wav file is saved successfully.';
export const ttsResponseDescription = 'The speech as a base64-encoded WAV file (16-bit PCM, mono).';
