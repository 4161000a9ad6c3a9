import { z } from 'zod';
import { ASR_FORMATS, ASR_GRANULARITIES } from './services/asr';
import { TTS_LIMIT } from './services/tts-input';

/**
 * The OpenAI-compatible speech routes (#32): `/v1/audio/transcriptions`, `/v1/audio/speech` and
 * `/v1/models`, answered by the native services (asr, tts, female_tts, male_tts,
 * punjabi_male_tts) at their own prices. docs/decisions/openai-compatible-speech.md says why the
 * names are these.
 */

/** Our model names, what they do, and the OpenAI names taken as aliases of them. */
export const OPENAI_MODELS = {
  'zuban-asr': { task: 'transcription', aliases: ['whisper-1'] },
  'zuban-tts': { task: 'speech', aliases: ['tts-1', 'tts-1-hd'] },
} as const;
export type OpenAiModel = keyof typeof OPENAI_MODELS;
export type OpenAiTask = (typeof OPENAI_MODELS)[OpenAiModel]['task'];

/** Every name `model` takes (ours first, then the aliases), as /v1/models lists them. */
export const OPENAI_MODEL_NAMES: readonly string[] = [
  ...Object.keys(OPENAI_MODELS),
  ...Object.values(OPENAI_MODELS).flatMap((m) => m.aliases),
];

/** Our model behind a name for a task, or undefined for a name it does not take. */
export function openAiModelFor(name: string, task: OpenAiTask): OpenAiModel | undefined {
  for (const [id, model] of Object.entries(OPENAI_MODELS) as [
    OpenAiModel,
    (typeof OPENAI_MODELS)[OpenAiModel],
  ][]) {
    if (model.task !== task) continue;
    if (id === name || (model.aliases as readonly string[]).includes(name)) return id;
  }
  return undefined;
}

/** The voices of /v1/audio/speech and the native service (price, job history) each one is. */
export const OPENAI_VOICES = {
  naghma: 'tts',
  'naghma-v2': 'female_tts',
  sarang: 'male_tts',
  ektara: 'punjabi_male_tts',
} as const;
export type OpenAiVoice = keyof typeof OPENAI_VOICES;
export const isOpenAiVoice = (v: string): v is OpenAiVoice => Object.hasOwn(OPENAI_VOICES, v);

/** The audio /v1/audio/speech answers: `opus` is Ogg Opus, `pcm` raw 16-bit little-endian 24 kHz mono. */
export const OPENAI_SPEECH_FORMATS = ['mp3', 'opus', 'wav', 'pcm'] as const;
export type OpenAiSpeechFormat = (typeof OPENAI_SPEECH_FORMATS)[number];
export const OPENAI_SPEECH_CONTENT_TYPES = {
  mp3: 'audio/mpeg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  pcm: 'audio/pcm',
} as const satisfies Record<OpenAiSpeechFormat, string>;
export const PCM_RATE = 24_000;

export const SPEED_MIN = 0.25;
export const SPEED_MAX = 4;

/** The JSON body of /v1/audio/speech, as documented (the route checks it field by field, OpenAI's way). */
export const openAiSpeechBody = z.object({
  model: z.string().meta({ description: `\`zuban-tts\`, or OpenAI's \`tts-1\` / \`tts-1-hd\` (the same)` }),
  input: z.string().meta({ description: `The text to speak, at most ${TTS_LIMIT} characters` }),
  voice: z.enum(Object.keys(OPENAI_VOICES) as [OpenAiVoice, ...OpenAiVoice[]]).meta({
    description:
      'naghma (Urdu, female), naghma-v2 (Urdu, female), sarang (Urdu, male), ektara (Punjabi, male): the services tts, female_tts, male_tts and punjabi_male_tts',
  }),
  response_format: z
    .enum(OPENAI_SPEECH_FORMATS)
    .default('mp3')
    .meta({ description: '`opus` is Ogg Opus; `pcm` is raw 16-bit little-endian samples, 24 kHz mono' }),
  speed: z
    .number()
    .min(SPEED_MIN)
    .max(SPEED_MAX)
    .default(1)
    .meta({ description: 'Speaking rate, 1 = normal (the Naghma voices; the others accept and ignore it)' }),
  instructions: z.string().optional().meta({ description: 'Accepted and not used' }),
});

/** The multipart form of /v1/audio/transcriptions, as documented. */
export const openAiTranscriptionForm = z.object({
  file: z.string().meta({
    description: 'The recording: WAV, MP3, Ogg, M4A, WebM or FLAC, at most sixty minutes',
    format: 'binary',
  }),
  model: z.string().meta({ description: "`zuban-asr`, or OpenAI's `whisper-1` (the same)" }),
  language: z.string().optional().meta({ description: 'ISO-639-1; only `ur` (the default) is spoken' }),
  prompt: z.string().optional().meta({ description: 'Accepted and not used' }),
  response_format: z
    .enum(ASR_FORMATS)
    .default('json')
    .meta({ description: 'json, text, srt, verbose_json or vtt' }),
  temperature: z.string().optional().meta({ description: 'Accepted and not used' }),
  'timestamp_granularities[]': z
    .array(z.enum(ASR_GRANULARITIES))
    .optional()
    .meta({ description: 'With verbose_json: `segment` (default) and/or `word`' }),
});

/** /v1/audio/transcriptions as JSON (json, verbose_json); text, srt and vtt come as text. */
export const openAiTranscription = z.looseObject({
  text: z.string(),
  task: z.literal('transcribe').optional(),
  language: z.string().optional().meta({ description: 'verbose_json: `urdu`' }),
  duration: z.number().optional().meta({ description: 'verbose_json: seconds' }),
  segments: z
    .array(z.object({ id: z.number().int(), start: z.number(), end: z.number(), text: z.string() }))
    .optional(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })).optional(),
});

export const openAiModel = z.object({
  id: z.string(),
  object: z.literal('model'),
  created: z.number().int(),
  owned_by: z.string(),
});
export const openAiModelList = z.object({ object: z.literal('list'), data: z.array(openAiModel) });

/** OpenAI's error body: every error of these routes, whatever its status. */
export const openAiError = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().meta({ description: 'invalid_request_error, authentication_error, rate_limit_error …' }),
    param: z.string().nullable().meta({ description: 'The refused parameter, when one is' }),
    code: z.string().nullable().meta({ description: 'The stable code of the native problem answer' }),
  }),
});
