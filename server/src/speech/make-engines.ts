import { type AsrEngine, createAsrEngine } from '@zuban/engines/asr';
import { createTtsEngine, type TtsEngine } from '@zuban/engines/tts';
import type { Config } from '../config/config';
import { type SpeechSettings, speechSettings } from './settings';

export interface SpeechEngines {
  settings: SpeechSettings;
  tts: TtsEngine;
  asr: AsrEngine;
}

/** An app's TTS and ASR engines (ctx.speech): they hold process pools and loaded models. */
export function makeSpeechEngines(config: Config): SpeechEngines {
  const settings = speechSettings(config);
  return {
    settings,
    tts: createTtsEngine({
      concurrency: settings.tts.concurrency,
      timeoutMs: settings.tts.timeoutMs,
      neuralVoices: settings.tts.neuralVoices,
    }),
    asr: createAsrEngine({
      model: settings.asr.model,
      binary: settings.asr.binary,
      threads: settings.asr.threads,
      concurrency: settings.asr.concurrency,
      beamSize: settings.asr.beamSize,
      temperatureFallback: settings.asr.temperatureFallback,
      vad: settings.asr.vad,
      timeoutMs: settings.asr.timeoutMs,
    }),
  };
}
