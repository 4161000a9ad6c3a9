import { codedEngineError, type EngineErrorKind, programFailureKinds } from '../errors/index';

// ASR failures in the engines' shared vocabulary (engines/errors): bad audio is `input`, a missing
// model or binary `unavailable`.
const kinds = {
  audio_not_wav: 'input',
  audio_bad_wav: 'input',
  audio_too_long: 'input',
  audio_not_decodable: 'input',
  options_conflict: 'input',
  model_missing: 'unavailable',
  ...programFailureKinds,
} as const satisfies Record<string, EngineErrorKind>;

export type AsrErrorCode = keyof typeof kinds;
export const AsrError = codedEngineError('AsrError', kinds);
export type AsrError = InstanceType<typeof AsrError>;
