import { EngineError, type EngineErrorKind } from '../errors/index';

// ASR failures in the engines' shared vocabulary (engines/errors): bad audio is `input`, a missing
// model or binary `unavailable`.
export type AsrErrorCode =
  | 'audio_not_wav'
  | 'audio_bad_wav'
  | 'audio_too_long'
  | 'audio_not_decodable'
  | 'options_conflict'
  | 'model_missing'
  | 'engine_missing'
  | 'engine_failed'
  | 'engine_timeout';

const kindOf: Record<AsrErrorCode, EngineErrorKind> = {
  audio_not_wav: 'input',
  audio_bad_wav: 'input',
  audio_too_long: 'input',
  audio_not_decodable: 'input',
  options_conflict: 'input',
  model_missing: 'unavailable',
  engine_missing: 'unavailable',
  engine_failed: 'failed',
  engine_timeout: 'timeout',
};

export class AsrError extends EngineError {
  declare readonly code: AsrErrorCode;

  constructor(code: AsrErrorCode, message: string) {
    super(kindOf[code], code, message);
    this.name = 'AsrError';
  }
}
