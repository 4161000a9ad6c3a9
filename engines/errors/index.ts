/**
 * The one vocabulary of engine failures. Engines know nothing of HTTP; the server turns a kind into
 * a status in one place (server/src/jobs/engine-failure.ts):
 * - `input`: the request cannot be processed as sent (not a WAV, not an image, nothing readable);
 *   `tooLarge` marks an input over a size limit.
 * - `unavailable`: a model, voice, binary or slot is missing or busy; retrying later may work.
 * - `timeout`: the engine did not finish in time.
 * - `failed`: anything else; the message is for logs, not for the caller.
 * `code` is stable and machine-readable; for `input` errors it is the code the caller sees.
 */
export type EngineErrorKind = 'input' | 'unavailable' | 'timeout' | 'failed';

const kinds: readonly string[] = ['input', 'unavailable', 'timeout', 'failed'] satisfies EngineErrorKind[];

export class EngineError extends Error {
  readonly tooLarge: boolean;

  constructor(
    readonly kind: EngineErrorKind,
    readonly code: string,
    message: string,
    options: { tooLarge?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EngineError';
    this.tooLarge = options.tooLarge ?? false;
  }
}

/** The codes of an engine that runs a program or a model (whisper-cli, espeak-ng, ffmpeg), with their kinds. */
export const programFailureKinds = {
  engine_missing: 'unavailable',
  engine_failed: 'failed',
  engine_timeout: 'timeout',
} as const satisfies Record<string, EngineErrorKind>;

/**
 * The error class of an engine with codes of its own (ASR, TTS): each code is mapped to its kind once,
 * in `kinds`; `new AsrError('audio_bad_wav', message)` then carries both, `code` typed as the
 * engine's codes and `name` as given.
 */
export function codedEngineError<Code extends string>(
  name: string,
  kinds: Readonly<Record<Code, EngineErrorKind>>,
) {
  return class extends EngineError {
    declare readonly code: Code;

    constructor(code: Code, message: string) {
      super(kinds[code], code, message);
      this.name = name;
    }
  };
}

/** A model, voice or binary is missing, or the engine is busy: the caller is told to retry later. */
export class EngineUnavailableError extends EngineError {
  constructor(message: string) {
    super('unavailable', 'engine_unavailable', message);
    this.name = 'EngineUnavailableError';
  }
}

export class EngineTimeoutError extends EngineError {
  constructor(message: string) {
    super('timeout', 'engine_timeout', message);
    this.name = 'EngineTimeoutError';
  }
}

/**
 * The kind of any thrown value. Read structurally, not by class, because errors cross worker
 * threads and Redis as plain objects; a bare `code` of 'engine_unavailable' or 'engine_timeout'
 * counts too. Everything else is `failed`.
 */
export function engineErrorKind(error: unknown): EngineErrorKind {
  if (typeof error !== 'object' || error === null) return 'failed';
  if ('kind' in error && typeof error.kind === 'string' && kinds.includes(error.kind)) {
    return error.kind as EngineErrorKind;
  }
  const code = 'code' in error ? error.code : undefined;
  if (code === 'engine_unavailable') return 'unavailable';
  if (code === 'engine_timeout') return 'timeout';
  return 'failed';
}
