import type { CodedMessage } from '../message-catalogue';
import { fixedVoiceInput, TTS_LIMIT, ttsAnswerFields, ttsInput, ttsResponseDescription } from './tts-input';
import { characterPrice } from './tts-price';
import { defineService, type ServiceDeclaration, type ServicePages, textSummary } from './types';
import { countCharacters } from './units';

/** What tells one voice from another; the rest of a TTS declaration is the same for all four. */
export interface TtsVoice {
  /** Also the public path (/<id>) and the tool-screen path (/backend/<id>). */
  id: string;
  title: string;
  description: string;
  pages: ServicePages;
  /** The Naghma voices use volume and speed; the others accept and ignore them. */
  adjustable: boolean;
  successResult: string;
  failure: CodedMessage;
  /** The text of the documented example request. */
  exampleText: string;
}

const exampleWav = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAIlYAAESsAAACABAAZGF0YQAAAAA=';

/** A text-to-speech service: text in, a WAV file out, charged per character. */
export function defineTtsVoice(voice: TtsVoice): ServiceDeclaration<typeof ttsInput> {
  const { id, adjustable, exampleText } = voice;
  return defineService({
    id,
    title: voice.title,
    category: 'speech',
    description: voice.description,
    apiPaths: [`/${id}`],
    toolPaths: [`/backend/${id}`],
    pages: voice.pages,
    submitLabel: 'Speak',
    input: adjustable ? ttsInput : fixedVoiceInput,
    maxCharacters: TTS_LIMIT,
    unit: 'character',
    countUnits: ({ text }) => countCharacters(text),
    defaultPrice: characterPrice,
    successResult: voice.successResult,
    failure: voice.failure,
    responseDescription: ttsResponseDescription,
    answerFields: ttsAnswerFields,
    exampleRequest: adjustable
      ? { text: exampleText, volume: 100, speed: 0, accessToken: 'YOUR_ACCESS_TOKEN' }
      : { text: exampleText, accessToken: 'YOUR_ACCESS_TOKEN' },
    exampleResponse: {
      result: voice.successResult,
      response: exampleWav,
      format: 'wav',
      contentType: 'audio/wav',
    },
    summarize: ({ text }) => textSummary(text),
    // The job page shows a compressed format; WAV, the spec's answer, goes unsaid as before.
    parameters: ({ volume, speed, format }) => ({
      ...(adjustable ? { volume, speed } : {}),
      ...(format === 'wav' ? {} : { format }),
    }),
  });
}
