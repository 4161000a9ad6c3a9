import { z } from 'zod';
import { intField, messages, textField } from './fields';
import { accessTokenDoc } from './text-input';
import type { FieldDoc, ServicePages } from './types';

export const TTS_LIMIT = 1000;

/** Every voice takes text, volume 0–200 and speed −5…+5 (spec §5); only the Naghma voices use the last two. */
export const ttsInput = z.object({
  text: textField({ max: TTS_LIMIT, empty: messages.ttsEmpty, tooLong: messages.tooLong(TTS_LIMIT) }),
  volume: intField({
    min: 0,
    max: 200,
    fallback: 100,
    message: 'Volume must be a whole number from 0 to 200.',
  }),
  speed: intField({ min: -5, max: 5, fallback: 0, message: 'Speed must be a whole number from -5 to 5.' }),
});

export function ttsFields(adjustable: boolean): readonly FieldDoc[] {
  const note = adjustable ? '' : ' Accepted but not used by this voice.';
  return [
    {
      name: 'text',
      type: 'string',
      required: true,
      description: `Text to speak, at most ${TTS_LIMIT} characters.`,
    },
    { name: 'volume', type: 'integer', required: false, description: `0 to 200 (default 100).${note}` },
    { name: 'speed', type: 'integer', required: false, description: `-5 to 5 (default 0).${note}` },
    accessTokenDoc,
  ];
}

export const urduTtsDocs: Pick<ServicePages, 'landing' | 'publicDoc' | 'signedInDoc'> = {
  landing: '/tts',
  publicDoc: '/static_api_tts',
  signedInDoc: '/api_tts',
};

export const femaleTtsFailure = 'Sorry! Audio is not generated. Check Female TTS Services.';
export const maleTtsFailure = 'Audio is not generated. Check Male TTS Service.';
export const urduTtsResult = 'Wav file is saved successfully.';
export const ttsResponseDescription = 'The speech as a base64-encoded WAV file (16-bit PCM, mono).';
