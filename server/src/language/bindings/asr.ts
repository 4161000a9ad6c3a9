import { asr } from '@zuban/contract/services/asr';
import { toServiceError } from '../../speech/engine-errors';
import { speechEngines } from '../../speech/engines';
import { bindService } from '../binding';

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

export const asrBinding = bindService(
  asr,
  async ({ file }, { ctx }) => {
    try {
      const transcript = await speechEngines(ctx).asr.transcribeWav(decodeFileField(file));
      return { response: transcript.text };
    } catch (error) {
      throw toServiceError(error);
    }
  },
  {
    timeoutMs: ASR_DEADLINE_MS,
    unavailable: (ctx) => speechEngines(ctx).asr.unavailableReason(),
    // 60 minutes of 16 kHz mono 16-bit WAV is ~115 MB, ~154 MB as base64, plus the JSON around it.
    bodyLimitBytes: 170 * 1024 * 1024,
  },
);
