import { codedEngineError, type EngineErrorKind, programFailureKinds } from '../errors/index';

// TTS failures in the engines' shared vocabulary (engines/errors): the code says what happened,
// its kind how the server answers (a missing voice or binary: unavailable; unreadable text: input).
const kinds = {
  voice_not_installed: 'unavailable',
  invalid_text: 'input',
  ...programFailureKinds,
} as const satisfies Record<string, EngineErrorKind>;

export type TtsErrorCode = keyof typeof kinds;
export const TtsError = codedEngineError('TtsError', kinds);
export type TtsError = InstanceType<typeof TtsError>;
