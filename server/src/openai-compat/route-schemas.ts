import {
  OPENAI_SPEECH_CONTENT_TYPES,
  openAiError,
  openAiModel,
  openAiModelList,
  openAiSpeechBody,
  openAiTranscription,
  openAiTranscriptionForm,
} from '@zuban/contract/openai-speech';
import { CAPTION_CONTENT_TYPES } from '@zuban/contract/services/asr';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

// The OpenAPI description of the OpenAI-compatible routes. Bodies are checked in the handlers
// (OpenAI's way: each refusal names its parameter), answers are sent as they are; these schemas
// document them.

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: openAiError } },
});

const paidErrors = {
  400: error('A parameter is refused: `param` names it (`model`, `voice`, `file` …); nothing is charged.'),
  401: error('No key, or an unknown one: send your access token as `Authorization: Bearer`.'),
  402: error('The balance does not cover the price; nothing is charged.'),
  403: error('The account is suspended or not confirmed.'),
  413: error('The file is larger than this route takes.'),
  429: error('Too many calls with this key: wait `Retry-After` seconds.'),
  502: error('The engine failed; the charge is refunded.'),
  503: error('The engine or voice is not available here; nothing is charged (or the charge is refunded).'),
};

const tag = ['openai'];
const security = [{ bearer: [] }];
const binary = { schema: z.string().meta({ format: 'binary' }) };
const text = { schema: z.string() };

export const speechSchema = {
  operationId: 'openaiSpeech',
  summary: 'Text to speech (OpenAI-compatible)',
  description:
    'OpenAI’s `POST /v1/audio/speech`: the voice picks the native service (naghma = tts, naghma-v2 = female_tts, sarang = male_tts, ektara = punjabi_male_tts), priced, charged and listed in your history as that service. The answer is the audio file; `Zuban-Job-Id` and `Zuban-Cost` (PKR) are headers.',
  tags: tag,
  security,
  body: openAiSpeechBody,
  response: {
    200: {
      description: 'The speech, in the asked format.',
      content: Object.fromEntries(Object.values(OPENAI_SPEECH_CONTENT_TYPES).map((type) => [type, binary])),
    },
    ...paidErrors,
  },
} as FastifySchema;

export const transcriptionSchema = {
  operationId: 'openaiTranscription',
  summary: 'Speech to text (OpenAI-compatible)',
  description:
    'OpenAI’s `POST /v1/audio/transcriptions`, answered by the native `asr` service at its price (started 15-second blocks). Compressed audio is decoded first; a file that is not audio is a 400 and costs nothing. `Zuban-Job-Id` and `Zuban-Cost` (PKR) are headers.',
  tags: tag,
  security,
  consumes: ['multipart/form-data'],
  body: openAiTranscriptionForm,
  response: {
    200: {
      description: 'json and verbose_json as JSON; text, srt and vtt as text.',
      content: {
        'application/json': { schema: openAiTranscription },
        'text/plain': text,
        [CAPTION_CONTENT_TYPES.srt]: text,
        [CAPTION_CONTENT_TYPES.vtt]: text,
      },
    },
    ...paidErrors,
  },
} as FastifySchema;

export const modelsSchema = {
  operationId: 'openaiModels',
  summary: 'Models (OpenAI-compatible)',
  description:
    'The names `model` takes: zuban-asr and zuban-tts, and OpenAI’s whisper-1, tts-1 and tts-1-hd as aliases.',
  tags: tag,
  response: { 200: openAiModelList },
} as FastifySchema;

export const modelSchema = {
  operationId: 'openaiModel',
  summary: 'One model (OpenAI-compatible)',
  tags: tag,
  params: z.object({ model: z.string() }),
  response: { 200: openAiModel, 404: error('No such model.') },
} as FastifySchema;
