import { type AsrEngine, createAsrEngine } from '@zuban/engines/asr';
import { createTtsEngine, type TtsEngine } from '@zuban/engines/tts';
import type { AppContext } from '../context';
import { type SpeechSettings, speechSettings } from './settings';

export interface SpeechEngines {
  settings: SpeechSettings;
  tts: TtsEngine;
  asr: AsrEngine;
}

// One set per app context: engines hold process pools and loaded models.
const byContext = new WeakMap<AppContext, SpeechEngines>();

export function speechEngines(ctx: AppContext): SpeechEngines {
  const existing = byContext.get(ctx);
  if (existing) return existing;
  const settings = speechSettings(ctx.config);
  const engines: SpeechEngines = {
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
  byContext.set(ctx, engines);
  return engines;
}
