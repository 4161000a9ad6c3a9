import { EngineError, type EngineErrorKind } from '../errors/index';

// TTS failures in the engines' shared vocabulary (engines/errors): the code says what happened,
// its kind how the server answers (a missing voice or binary: unavailable; unreadable text: input).
export type TtsErrorCode =
  | 'voice_not_installed'
  | 'engine_missing'
  | 'engine_timeout'
  | 'engine_failed'
  | 'invalid_text';

const kindOf: Record<TtsErrorCode, EngineErrorKind> = {
  voice_not_installed: 'unavailable',
  engine_missing: 'unavailable',
  engine_timeout: 'timeout',
  engine_failed: 'failed',
  invalid_text: 'input',
};

export class TtsError extends EngineError {
  declare readonly code: TtsErrorCode;

  constructor(code: TtsErrorCode, message: string) {
    super(kindOf[code], code, message);
    this.name = 'TtsError';
  }
}
