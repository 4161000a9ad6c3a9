/**
 * Runs a native program once: optional input on stdin, stdout collected or ignored, stderr kept
 * within a bound, killed with SIGKILL after a time limit. Engines map a ProgramError to their own
 * error types and messages.
 */
import { spawn } from 'node:child_process';

export interface RunProgramOptions {
  /** Written to stdin, which is then closed. Without it stdin is not opened at all. */
  input?: Buffer | string;
  /** Variables added to this process's environment for the program. */
  env?: Readonly<Record<string, string>>;
  /** 'ignore' when the program writes its result to a file; default 'collect'. */
  stdout?: 'collect' | 'ignore';
  /** The program is killed with SIGKILL when it has not exited after this long. */
  timeoutMs: number;
  /** How many characters of stderr to keep (default 2000): the end of it, or the start with 'head'. */
  stderrChars?: number;
  stderrKeep?: 'tail' | 'head';
}

export interface ProgramResult {
  /** Empty when stdout was ignored. */
  stdout: Buffer;
  stderr: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * 'start': could not be started (see errno); 'timeout': killed at the time limit; 'exit': a
 * non-zero exit or a signal it did not get from us.
 */
export type ProgramFailure = 'start' | 'timeout' | 'exit';

export class ProgramError extends Error {
  readonly failure: ProgramFailure;
  readonly program: string;
  /** Node's error when the program could not start; its `code` is e.g. 'ENOENT'. */
  readonly systemError: NodeJS.ErrnoException | undefined;
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** The kept part of stderr (see RunProgramOptions.stderrChars). */
  readonly stderr: string;

  constructor(
    message: string,
    details: {
      failure: ProgramFailure;
      program: string;
      systemError?: NodeJS.ErrnoException;
      code: number | null;
      signal: NodeJS.Signals | null;
      stderr: string;
    },
  ) {
    super(message, details.systemError ? { cause: details.systemError } : undefined);
    this.name = 'ProgramError';
    this.failure = details.failure;
    this.program = details.program;
    this.systemError = details.systemError;
    this.code = details.code;
    this.signal = details.signal;
    this.stderr = details.stderr;
  }

  /** The system error code when the program could not start, e.g. 'ENOENT'. */
  get errno(): string | undefined {
    return this.systemError?.code;
  }
}

/** `exit 1` or `killed by SIGKILL`. */
export const exitDescription = (code: number | null, signal: NodeJS.Signals | null): string =>
  signal ? `killed by ${signal}` : `exit ${code}`;

/**
 * Keeps at most `chars` UTF-16 units of a byte stream, decoded as UTF-8. One unit takes at most
 * 3 bytes, so 3 × chars bytes (and a few for a character cut at the edge) always decode to the
 * same kept text as the whole stream would.
 */
class BoundedText {
  private readonly chunks: Buffer[] = [];
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(
    private readonly chars: number,
    private readonly keep: 'tail' | 'head',
  ) {
    this.maxBytes = 3 * chars + 4;
  }

  add(chunk: Buffer): void {
    if (this.keep === 'head') {
      const room = this.maxBytes - this.bytes;
      if (room <= 0) return;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      this.chunks.push(part);
      this.bytes += part.length;
      return;
    }
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    while (this.chunks.length > 1 && this.bytes - this.chunks[0]!.length >= this.maxBytes) {
      this.bytes -= this.chunks.shift()!.length;
    }
  }

  text(): string {
    let all = Buffer.concat(this.chunks);
    if (this.keep === 'head') return all.toString('utf8').slice(0, this.chars);
    if (all.length > this.maxBytes) all = all.subarray(all.length - this.maxBytes);
    return this.chars === 0 ? '' : all.toString('utf8').slice(-this.chars);
  }
}

/**
 * Resolves when the program exits with 0; rejects with a ProgramError when it cannot start, runs
 * past the time limit, or exits otherwise. An invalid argument (spawn throws) rejects with
 * Node's own error.
 */
export function runProgram(
  program: string,
  args: readonly string[],
  opts: RunProgramOptions,
): Promise<ProgramResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: [
        opts.input === undefined ? 'ignore' : 'pipe',
        opts.stdout === 'ignore' ? 'ignore' : 'pipe',
        'pipe',
      ],
      ...(opts.env ? { env: { ...process.env, ...opts.env } } : {}),
    });
    const out: Buffer[] = [];
    const err = new BoundedText(opts.stderrChars ?? 2000, opts.stderrKeep ?? 'tail');
    let timedOut = false;
    const timer = setTimeout(() => {
      if (child.exitCode !== null || child.signalCode !== null) return; // already gone
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.add(chunk));
    child.on('error', (systemError: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const message = `${program} could not start: ${systemError.message}`;
      reject(
        new ProgramError(message, {
          failure: 'start',
          program,
          systemError,
          code: null,
          signal: null,
          stderr: '',
        }),
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = err.text();
      if (code === 0) {
        // Also when the time limit struck just as it exited: its output is complete.
        resolve({ stdout: Buffer.concat(out), stderr, code, signal });
      } else if (timedOut) {
        const message = `${program} did not finish within ${opts.timeoutMs} ms`;
        reject(new ProgramError(message, { failure: 'timeout', program, code, signal, stderr }));
      } else {
        const message = `${program} failed (${exitDescription(code, signal)}): ${stderr}`;
        reject(new ProgramError(message, { failure: 'exit', program, code, signal, stderr }));
      }
    });
    if (child.stdin && opts.input !== undefined) {
      child.stdin.on('error', () => {}); // a program that dies early closes stdin; 'close' reports it
      child.stdin.end(opts.input);
    }
  });
}
