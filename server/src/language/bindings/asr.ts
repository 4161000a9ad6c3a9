import { asr } from '@zuban/contract/services/asr';
import { readWavHeader } from '@zuban/contract/services/wav-duration';
import { AsrError } from '@zuban/engines/asr';
import { AppError } from '../../http/app-error';
import { type BoundService, bindService } from '../binding';
import { asrAnswer, timestampsFor } from './asr-answer';

/** The file field is base64, optionally a data URL; the catalogue's schema checked it is a WAV ≤ 60 min. */
function decodeFileField(file: string): Buffer {
  const comma = file.startsWith('data:') ? file.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? file.slice(comma + 1) : file, 'base64');
}

// /asr: whisper.cpp forced to Urdu; other rates are resampled and stereo is downmixed. Without a
// model (ASR_MODEL) the call answers 503 before anything is charged.
// An hour of audio may take that long on a busy 2-core machine; the engine's own
// ASR_TIMEOUT_MS bounds each whisper-cli run inside it.
const ASR_DEADLINE_MS = 60 * 60_000;

const boundAsr = bindService(
  asr,
  async ({ file, response_format: format, timestamp_granularities: granularities }, { ctx, progress }) => {
    // AsrError is an engine error (engines/errors): jobs/engine-failure.ts answers it.
    // Seconds of audio transcribed are the call's progress (the tool screen polls it).
    const onProgress = (done: number, total: number) =>
      progress?.(Math.floor(done), Math.round(total), 'seconds');
    const words = granularities.includes('word');
    const timestamps = timestampsFor(format, words);
    const transcript = await ctx.speech.get().asr.transcribeWav(decodeFileField(file), {
      onProgress,
      ...(timestamps ? { timestamps } : {}),
    });
    return asrAnswer(transcript, format, words);
  },
  {
    // Word times are part of verbose_json only (as in OpenAI's and whisper.cpp's servers): asked
    // for with another format, the caller learns it before anything is charged.
    validate: ({ response_format: format, timestamp_granularities: granularities }) => {
      if (granularities.includes('word') && format !== 'verbose_json') {
        throw new AsrError(
          'options_conflict',
          'Word timestamps need response_format verbose_json (timestamp_granularities: ["segment", "word"]).',
        );
      }
    },
    timeoutMs: ASR_DEADLINE_MS,
    unavailable: (ctx) => ctx.speech.get().asr.unavailableReason(),
    // 60 minutes of 16 kHz mono 16-bit WAV is ~115 MB, ~154 MB as base64, plus the JSON around it.
    bodyLimitBytes: 170 * 1024 * 1024,
  },
);

/**
 * A header whose fields contradict each other (byte rate, block align, data size) gets its own
 * stable code before the schema's general 400: it is how a forged duration shows (#22). The
 * schema refuses it too, so the web tool page says the same before sending.
 */
function refuseInconsistentHeader(body: unknown): void {
  const file = typeof body === 'object' && body !== null ? (body as { file?: unknown }).file : undefined;
  if (typeof file !== 'string') return;
  const header = readWavHeader(file);
  if (!header.ok && header.problem === 'inconsistent') {
    throw new AppError(400, 'wav_header_inconsistent', header.message, {}, { field: 'file' });
  }
}

export const asrBinding: BoundService = {
  ...boundAsr,
  prepare(body) {
    refuseInconsistentHeader(body);
    return boundAsr.prepare(body);
  },
};
