import { join } from 'node:path';
import type { VoiceId } from '@zuban/engines/tts';
import { parseNeuralVoices } from '@zuban/engines/tts';
import { z } from 'zod';
import type { Config } from '../config/config';

// ASR_* and TTS_* variables (docs/configuration.md), validated when the speech engines start.
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const schema = z.object({
  ASR_MODEL: z.string().min(1).optional(),
  ASR_MODELS_DIR: z.string().min(1).optional(),
  ASR_WHISPER_BIN: z.string().min(1).optional(),
  ASR_THREADS: positiveInt(2),
  ASR_CONCURRENCY: positiveInt(1),
  ASR_BEAM_SIZE: z.coerce.number().int().min(1).max(8).default(1),
  ASR_TEMPERATURE_FALLBACK: flag.default(false),
  ASR_VAD: flag.default(true),
  ASR_REALTIME_WORKERS: z.coerce.number().int().min(0).default(2),
  ASR_TIMEOUT_MS: positiveInt(60 * 60_000),
  TTS_CONCURRENCY: positiveInt(2),
  TTS_TIMEOUT_MS: positiveInt(20_000),
  TTS_NEURAL_VOICES: z.string().optional(),
});

export interface SpeechSettings {
  asr: {
    model: string | undefined;
    modelsDir: string;
    binary: string | undefined;
    threads: number;
    concurrency: number;
    beamSize: number;
    temperatureFallback: boolean;
    vad: boolean;
    realtimeWorkers: number;
    timeoutMs: number;
  };
  tts: { concurrency: number; timeoutMs: number; neuralVoices: Partial<Record<VoiceId, string>> };
}

export function speechSettings(config: Config): SpeechSettings {
  const parsed = schema.safeParse(config.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid speech configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    asr: {
      model: e.ASR_MODEL,
      modelsDir: e.ASR_MODELS_DIR ?? join(config.dataDir, 'models'),
      binary: e.ASR_WHISPER_BIN,
      threads: e.ASR_THREADS,
      concurrency: e.ASR_CONCURRENCY,
      beamSize: e.ASR_BEAM_SIZE,
      temperatureFallback: e.ASR_TEMPERATURE_FALLBACK,
      vad: e.ASR_VAD,
      realtimeWorkers: e.ASR_REALTIME_WORKERS,
      timeoutMs: e.ASR_TIMEOUT_MS,
    },
    tts: {
      concurrency: e.TTS_CONCURRENCY,
      timeoutMs: e.TTS_TIMEOUT_MS,
      neuralVoices: parseNeuralVoices(e.TTS_NEURAL_VOICES),
    },
  };
}
