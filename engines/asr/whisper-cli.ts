import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ProgramError, runProgram } from '../process';
import { AsrError } from './errors';

// Runs whisper-cli (built by engines/asr/native/build-whisper.sh) on prepared 16 kHz WAV files:
// one process loads the model once and transcribes every file, writing <file>.json beside it.

export const DEFAULT_WHISPER_BIN = fileURLToPath(
  new URL('../../node_modules/.cache/zuban-whisper/bin/whisper-cli', import.meta.url),
);

export interface WhisperCliOptions {
  binary: string;
  model: string;
  threads: number;
  beamSize: number;
  /** Retry a window at higher temperature when decoding looks wrong (slower, sometimes better). */
  temperatureFallback: boolean;
  timeoutMs: number;
  /** Encoder frames (50 per second, 1500 = the full 30 s). Fewer makes short audio much faster. */
  audioContext?: number;
  /**
   * Whisper's own segments with their times (captions, #31), instead of one untimed segment per
   * file; 'tokens' adds each token's time (whisper's token-level timestamps, the full JSON).
   */
  timestamps?: 'segments' | 'tokens';
}

/** A piece of text with its times in milliseconds from the start of the file whisper read. */
export interface TimedText {
  fromMs: number;
  toMs: number;
  text: string;
}

export interface WhisperSegment extends TimedText {
  /** With `timestamps: 'tokens'`: the text tokens (special ones left out), as whisper spelt them. */
  tokens?: TimedText[];
}

interface JsonOffsets {
  offsets?: { from?: number; to?: number };
  text?: string;
}

interface WhisperJson {
  transcription?: Array<JsonOffsets & { tokens?: JsonOffsets[] }>;
}

// whisper.cpp spells its special tokens [_BEG_], [_TT_123], [_SOT_], [_EOT_] ...
const SPECIAL_TOKEN = /^\[_[A-Za-z0-9_]*\]$/;

function timedTokens(tokens: JsonOffsets[]): TimedText[] {
  return tokens
    .filter((t) => t.offsets && !SPECIAL_TOKEN.test(t.text ?? ''))
    .map((t) => ({ fromMs: t.offsets?.from ?? 0, toMs: t.offsets?.to ?? 0, text: t.text ?? '' }));
}

export async function runWhisperCli(files: string[], opts: WhisperCliOptions): Promise<WhisperSegment[][]> {
  if (!existsSync(opts.binary)) {
    throw new AsrError('engine_missing', `whisper-cli is not built (${opts.binary}); run scripts/setup.sh.`);
  }
  if (!existsSync(opts.model)) {
    throw new AsrError('model_missing', `Speech-to-text model not installed: ${opts.model} does not exist.`);
  }
  const args = [
    '-m',
    opts.model,
    '-l',
    'ur', // forced: language detection on short Urdu clips often picks Hindi or Arabic
    '-t',
    String(opts.threads),
    '-bs',
    String(opts.beamSize),
    '-bo',
    String(opts.beamSize),
    opts.timestamps === 'tokens' ? '-ojf' : '-oj',
    '-np',
    // No timestamp tokens unless captions need them: one segment per window, so each window is
    // encoded once (with them, a window can be re-encoded at every seek) and decoding stops sooner.
    ...(opts.timestamps ? [] : ['-nt']),
    ...(opts.temperatureFallback ? [] : ['-nf']),
    ...(opts.audioContext ? ['-ac', String(opts.audioContext)] : []),
    ...files.flatMap((f) => ['-f', f]),
  ];
  // OMP_WAIT_POLICY=passive: spinning OpenMP threads slow decoding badly on a loaded machine.
  await runProgram(opts.binary, args, {
    env: { OMP_WAIT_POLICY: 'passive' },
    stdout: 'ignore',
    timeoutMs: opts.timeoutMs,
    stderrChars: 2000,
  }).catch((error: unknown) => {
    if (!(error instanceof ProgramError)) throw error;
    if (error.failure === 'start') {
      throw new AsrError('engine_failed', `whisper-cli could not start: ${error.systemError?.message}`);
    }
    if (error.failure === 'timeout') {
      throw new AsrError('engine_timeout', `whisper-cli did not finish within ${opts.timeoutMs} ms`);
    }
    throw new AsrError('engine_failed', `whisper-cli exited with ${error.code}: ${lastLine(error.stderr)}`);
  });
  return Promise.all(
    files.map(async (f) => {
      const json = JSON.parse(await readFile(`${f}.json`, 'utf8')) as WhisperJson;
      return (json.transcription ?? []).map((s) => ({
        fromMs: s.offsets?.from ?? 0,
        toMs: s.offsets?.to ?? 0,
        text: (s.text ?? '').trim(),
        ...(s.tokens ? { tokens: timedTokens(s.tokens) } : {}),
      }));
    }),
  );
}

const lastLine = (s: string) =>
  s
    .trim()
    .split('\n')
    .filter((l) => l.trim())
    .pop() ?? '';
