// Engine errors carry a stable code; the server maps them to HTTP statuses (503 for a voice
// that is configured but not installed, 504 for a timeout, 500 otherwise).
export type TtsErrorCode =
  | 'voice_not_installed'
  | 'engine_missing'
  | 'engine_timeout'
  | 'engine_failed'
  | 'bad_input';

export class TtsError extends Error {
  constructor(
    readonly code: TtsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TtsError';
  }
}
