import { z } from 'zod';
import { coded } from '../message-catalogue';
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

/** The audio files a voice answers (#31): the spec's WAV, or MP3 / Ogg Opus at about a tenth of its size. */
export const TTS_FORMATS = ['wav', 'mp3', 'ogg'] as const;
export type TtsFormat = (typeof TTS_FORMATS)[number];

/** The Content-Type of each format, as the answer's `contentType` says. */
export const TTS_CONTENT_TYPES = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
} as const satisfies Record<TtsFormat, string>;

const formatMessage = 'Format must be wav, mp3 or ogg.';
// Absent or blank (a form's empty choice) is the spec's WAV.
const format = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(TTS_FORMATS, { error: formatMessage }).default('wav'),
  )
  .meta({ description: 'The audio file (`ogg` is Opus; `mp3` and `ogg` are about a tenth of the WAV)' });

/** Every voice takes text, volume 0–200 and speed −5…+5 (spec §5); only the Naghma voices use the last two. */
export const ttsInput = z.object({
  text,
  volume: volume.meta({ description: 'Loudness in percent' }),
  speed: speed.meta({ description: 'Speaking rate (below 0 slower)' }),
  format,
});

/** The same fields for a voice that accepts volume and speed but does not use them (the API pages say so). */
export const fixedVoiceInput: typeof ttsInput = z.object({
  text,
  volume: volume.meta({ description: 'Accepted but not used by this voice' }),
  speed: speed.meta({ description: 'Accepted but not used by this voice' }),
  format,
});

export const urduTtsDocs: Pick<ServicePages, 'landing' | 'publicDoc' | 'signedInDoc'> = {
  landing: '/tts',
  publicDoc: '/static_api_tts',
  signedInDoc: '/api_tts',
};

export const femaleTtsFailure = coded('tool.femaleTtsFailed');
export const maleTtsFailure = coded('tool.maleTtsFailed');
export const urduTtsResult = 'Wav file is saved successfully.';
export const ttsResponseDescription =
  'The speech as a base64-encoded audio file: WAV (16-bit PCM, mono) unless `format` asked for MP3 or Ogg Opus; `contentType` names it.';

/**
 * What a TTS answer adds to `response`: which file it is, so a caller can save or play it. Always
 * sent, but optional in the schema: an answer stored before them (an idempotent replay) or from an
 * older queue worker is still served instead of failing the serializer.
 */
export const ttsAnswerFields = {
  format: z.enum(TTS_FORMATS).optional().meta({ description: 'The format of the file in `response`' }),
  contentType: z
    .enum(Object.values(TTS_CONTENT_TYPES) as [string, ...string[]])
    .optional()
    .meta({ description: 'Its media type: audio/wav, audio/mpeg or audio/ogg' }),
};
