import {
  isOpenAiVoice,
  OPENAI_SPEECH_FORMATS,
  OPENAI_VOICES,
  type OpenAiSpeechFormat,
  openAiModelFor,
  SPEED_MAX,
  SPEED_MIN,
} from '@zuban/contract/openai-speech';
import type { TtsFormat } from '@zuban/contract/services/tts-input';
import { invalidParam } from './errors';

/** A /v1/audio/speech body, checked: the native service it is, the native body, the answer's format. */
export interface SpeechCall {
  serviceId: (typeof OPENAI_VOICES)[keyof typeof OPENAI_VOICES];
  nativeBody: { text: string; volume: number; speed: number; format: TtsFormat };
  format: OpenAiSpeechFormat;
}

/** The native voice's service for the hooks (rate family, price row); an unknown voice is refused later. */
export function speechServiceId(body: Record<string, unknown>): SpeechCall['serviceId'] {
  const voice = body.voice;
  return typeof voice === 'string' && isOpenAiVoice(voice) ? OPENAI_VOICES[voice] : OPENAI_VOICES.naghma;
}

// The native steps are ×1.12 each (engines/tts voices.ts: −5 ≈ 0.57×, +5 ≈ 1.76×): the nearest step.
const STEP = 1.12;
const nativeSpeed = (factor: number) =>
  Math.max(-5, Math.min(5, Math.round(Math.log(factor) / Math.log(STEP))));

// The native formats: Ogg Opus is `ogg`; raw PCM is cut from the WAV after the engine ran (pcm.ts).
const nativeFormat: Record<OpenAiSpeechFormat, TtsFormat> = {
  mp3: 'mp3',
  opus: 'ogg',
  wav: 'wav',
  pcm: 'wav',
};

/**
 * Checks OpenAI's fields one by one, each refusal naming its parameter (400, before any charge).
 * The text itself (empty, too long) is checked by the native schema, which names `text`: the
 * error handler says `input`.
 */
export function parseSpeech(body: Record<string, unknown>): SpeechCall {
  const { model, input, voice } = body;
  if (typeof model !== 'string' || model === '') {
    throw invalidParam(
      'model',
      'invalid_request',
      'You must provide a model parameter (zuban-tts or tts-1).',
    );
  }
  if (!openAiModelFor(model, 'speech')) {
    throw invalidParam(
      'model',
      'model_not_found',
      `The model '${model}' does not exist for speech: use zuban-tts (or tts-1, tts-1-hd).`,
    );
  }
  if (typeof input !== 'string')
    throw invalidParam('input', 'invalid_request', 'input must be the text to speak.');
  if (typeof voice !== 'string' || !isOpenAiVoice(voice)) {
    throw invalidParam(
      'voice',
      'unknown_voice',
      `The voice '${String(voice)}' does not exist: use ${Object.keys(OPENAI_VOICES).join(', ')}.`,
    );
  }
  const format = body.response_format ?? 'mp3';
  if (typeof format !== 'string' || !(OPENAI_SPEECH_FORMATS as readonly string[]).includes(format)) {
    throw invalidParam(
      'response_format',
      'invalid_request',
      `response_format must be ${OPENAI_SPEECH_FORMATS.join(', ')}.`,
    );
  }
  const speed = body.speed ?? 1;
  if (typeof speed !== 'number' || !(speed >= SPEED_MIN && speed <= SPEED_MAX)) {
    throw invalidParam(
      'speed',
      'invalid_request',
      `speed must be a number from ${SPEED_MIN} to ${SPEED_MAX}.`,
    );
  }
  const chosen = format as OpenAiSpeechFormat;
  return {
    serviceId: OPENAI_VOICES[voice],
    nativeBody: { text: input, volume: 100, speed: nativeSpeed(speed), format: nativeFormat[chosen] },
    format: chosen,
  };
}
