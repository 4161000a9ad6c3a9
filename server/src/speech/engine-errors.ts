import { AsrError } from '@zuban/engines/asr';
import { TtsError } from '@zuban/engines/tts';
import { AppError } from '../http/app-error';
import { EngineTimeoutError, EngineUnavailableError } from '../language/engine-failure';

// Speech engine errors in the metered framework's terms: missing model, voice or binary -> 503
// (engine_unavailable), timeout -> 503, bad audio or text -> 400, anything else -> 502.
export function toServiceError(error: unknown): unknown {
  if (error instanceof TtsError) {
    if (error.code === 'voice_not_installed' || error.code === 'engine_missing') {
      return new EngineUnavailableError(error.message);
    }
    if (error.code === 'engine_timeout') return new EngineTimeoutError(error.message);
    if (error.code === 'bad_input') return new AppError(400, 'invalid_text', error.message);
  }
  if (error instanceof AsrError) {
    if (error.code === 'model_missing' || error.code === 'engine_missing') {
      return new EngineUnavailableError(error.message);
    }
    if (error.code === 'engine_timeout') return new EngineTimeoutError(error.message);
    if (error.code === 'not_wav' || error.code === 'bad_wav' || error.code === 'audio_too_long') {
      return new AppError(400, `audio_${error.code}`, error.message);
    }
  }
  return error;
}
