import { parseNeuralVoices } from '@zuban/engines/tts';
import { z } from 'zod';
import { flag, positive, setting, text, wholeNumber } from '../setting';

// TTS_* and ASR_*: the speech engines' processes, models and limits.
export const speechSettingsSchema = {
  TTS_CONCURRENCY: setting(positive('processes').default(2), {
    group: 'speech',
    example: '4',
    description: 'espeak-ng processes (or ONNX runs) at once; more requests wait their turn.',
  }),
  TTS_TIMEOUT_MS: setting(positive('milliseconds').default(20_000), {
    group: 'speech',
    example: '30000',
    description: 'one synthesis is killed after this long (answered 503, refunded).',
  }),
  TTS_NEURAL_VOICES: setting(
    z
      .string()
      .transform((value, ctx) => {
        try {
          return parseNeuralVoices(value);
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message: `expects voice=directory pairs: ${(error as Error).message}`,
          });
          return z.NEVER;
        }
      })
      .optional(),
    {
      group: 'speech',
      example: 'naghma-v2=/srv/voices/mms-urd',
      whenUnset: 'every voice is espeak-ng',
      description:
        "`voice=directory` pairs, comma-separated; voices `naghma`, `naghma-v2`, `sarang`, `ektara`. The directory holds a VITS/MMS-style `model.onnx`, `tokens.txt` (sherpa-onnx layout) and optionally `voice.json` (`sampleRate`, `addBlank`, `noiseScale`, `lengthScale`, `noiseScaleW`). A configured voice whose files are missing answers 503 'Voice not installed: …' (refunded).",
    },
  ),
  ASR_MODEL: setting(text().optional(), {
    group: 'speech',
    example: 'data/models/ggml-small.bin',
    whenUnset: '/asr answers 503, realtime slots 0',
    description:
      'whisper.cpp ggml model file, e.g. `data/models/ggml-small.bin` from `npm run zuban -- models fetch whisper-small` (needs internet). Urdu needs a multilingual model (not `.en`); docs/models.md compares their speed.',
  }),
  ASR_MODELS_DIR: setting(text().optional(), {
    group: 'speech',
    example: '/var/lib/zuban/models',
    whenUnset: '`DATA_DIR/models`',
    description: 'where `models fetch` saves models.',
  }),
  ASR_FETCH_ON_START: setting(flag().default(true), {
    group: 'speech',
    example: '0',
    description:
      '`make start` (scripts/start.sh) with `ASR_MODEL` unset uses `ASR_MODELS_DIR/ggml-small.bin`, first fetching whisper-small when the network answers; `0` never fetches. Failing that it uses an earlier `ggml-base.bin` there; without a model it starts anyway and says so.',
  }),
  ASR_WHISPER_BIN: setting(text().optional(), {
    group: 'speech',
    example: '/usr/local/bin/whisper-cli',
    whenUnset: '`node_modules/.cache/zuban-whisper/bin/whisper-cli`',
    description:
      'whisper-cli binary; scripts/setup.sh builds it from the nodejs-whisper sources (cmake, host SIMD).',
  }),
  ASR_THREADS: setting(positive('threads').default(2), {
    group: 'speech',
    example: '4',
    description: 'threads per whisper-cli run (OMP_WAIT_POLICY=passive is always set).',
  }),
  ASR_CONCURRENCY: setting(positive('runs').default(1), {
    group: 'speech',
    example: '2',
    description:
      'whisper-cli runs at once for file requests (/asr); more wait their turn. Realtime streams do not queue behind them: each runs on its own worker slot.',
  }),
  ASR_BEAM_SIZE: setting(wholeNumber(1, 'a whole number from 1 to 8', 8).default(1), {
    group: 'speech',
    example: '5',
    description: '1 = greedy decoding; up to 8 for beam search (slower, sometimes better).',
  }),
  ASR_TEMPERATURE_FALLBACK: setting(flag().default(false), {
    group: 'speech',
    example: '1',
    description:
      '`1` re-decodes a window at higher temperature when decoding looks wrong (can multiply the time).',
  }),
  ASR_VAD: setting(flag().default(true), {
    group: 'speech',
    example: '0',
    description:
      '`0` turns off Silero VAD (then audio is cut into plain 30-second windows, silence included).',
  }),
  ASR_REALTIME_WORKERS: setting(wholeNumber(0, 'a whole number of slots, 0 or more').default(2), {
    group: 'speech',
    example: '4',
    description:
      'realtime stream slots (`POST /free_asr_workers` → `free_asrWorkers`); a stream beyond them gets a `busy` event. Each stream runs at most one whisper-cli at a time, so the CPU needed is `ASR_REALTIME_WORKERS + ASR_CONCURRENCY` runs of `ASR_THREADS` threads. With `REDIS_URL` it is the number for all instances together (a Redis semaphore under `QUEUE_PREFIX`; set the same value everywhere), and `free_asrWorkers` is the same on every instance (docs/deployment.md).',
  }),
  ASR_REALTIME_LEASE_MS: setting(positive('milliseconds').default(30_000), {
    group: 'speech',
    example: '60000',
    description:
      "with `REDIS_URL`: how long a realtime slot outlives its holder's last refresh (refreshed every third of it). A crashed instance's slots come back after this long; a shut-down instance's at once.",
  }),
  ASR_TIMEOUT_MS: setting(positive('milliseconds').default(3_600_000), {
    group: 'speech',
    example: '1800000',
    description:
      'one whisper-cli run (all windows of one file) is killed after this long. The /asr request deadline is 60 minutes whatever `ENGINE_TIMEOUT_MS` says.',
  }),
};
