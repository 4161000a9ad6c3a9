// Engine errors with stable codes; the server maps them to statuses (400 for bad audio,
// 503 for a missing model or binary, 504 for a timeout).
export type AsrErrorCode =
  | 'not_wav'
  | 'bad_wav'
  | 'audio_too_long'
  | 'no_audio'
  | 'model_missing'
  | 'engine_missing'
  | 'engine_failed'
  | 'engine_timeout';

export class AsrError extends Error {
  constructor(
    readonly code: AsrErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AsrError';
  }
}
