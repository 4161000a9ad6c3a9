import { join } from 'node:path';
import type { VoiceId } from '@zuban/engines/tts';
import type { Config } from '../config/config';

/**
 * The whisper model `make start` fetches (scripts/start.sh names the same): the most accurate
 * model measured at RTF ≤ 0.5 with 4 threads (docs/models.md, `npm run bench -- asr-models`).
 */
export const DEFAULT_ASR_MODEL = 'whisper-small';

/** The file `models fetch <name>` writes: whisper.cpp's own naming, ggml-<size>.bin. */
export const modelFileName = (name: string): string => `ggml-${name.replace(/^whisper-/, '')}.bin`;

/** The speech engines' options, from the ASR_* and TTS_* settings validated at start (config/). */
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

export function speechSettings(config: Pick<Config, 'settings' | 'dataDir'>): SpeechSettings {
  const s = config.settings;
  return {
    asr: {
      model: s.ASR_MODEL,
      modelsDir: s.ASR_MODELS_DIR ?? join(config.dataDir, 'models'),
      binary: s.ASR_WHISPER_BIN,
      threads: s.ASR_THREADS,
      concurrency: s.ASR_CONCURRENCY,
      beamSize: s.ASR_BEAM_SIZE,
      temperatureFallback: s.ASR_TEMPERATURE_FALLBACK,
      vad: s.ASR_VAD,
      realtimeWorkers: s.ASR_REALTIME_WORKERS,
      timeoutMs: s.ASR_TIMEOUT_MS,
    },
    tts: {
      concurrency: s.TTS_CONCURRENCY,
      timeoutMs: s.TTS_TIMEOUT_MS,
      neuralVoices: s.TTS_NEURAL_VOICES ?? {},
    },
  };
}
