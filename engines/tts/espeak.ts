import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProgramError, runProgram } from '../process';
import { TtsError } from './errors';

export interface EspeakRequest {
  /** espeak-ng voice with optional variant, e.g. "ur+f3". */
  voice: string;
  /** SSML (`-m`): the front-end's pauses arrive as <break> elements. */
  ssml: string;
  wordsPerMinute: number;
  /** 0–200; peaks clip above about 100. */
  amplitude: number;
  /** 0–99 */
  pitch: number;
  timeoutMs: number;
  binary?: string;
}

/**
 * Runs espeak-ng once and returns the WAV it wrote. Output goes to a temporary file with -w
 * because --stdout writes a WAV header with bogus sizes. Text goes through stdin, never argv.
 */
export async function runEspeak(req: EspeakRequest): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'zuban-tts-'));
  const out = join(dir, 'speech.wav');
  const args = [
    '-m',
    '--stdin',
    '-v',
    req.voice,
    '-s',
    String(Math.round(req.wordsPerMinute)),
    '-a',
    String(Math.round(req.amplitude)),
    '-p',
    String(Math.round(req.pitch)),
    '-w',
    out,
  ];
  try {
    await runProgram(req.binary ?? 'espeak-ng', args, {
      input: req.ssml,
      stdout: 'ignore',
      timeoutMs: req.timeoutMs,
      stderrKeep: 'head',
    }).catch((error: unknown) => {
      if (!(error instanceof ProgramError)) throw error;
      if (error.failure === 'start') {
        if (error.errno === 'ENOENT') {
          throw new TtsError('engine_missing', 'espeak-ng is not installed (Debian package espeak-ng).');
        }
        throw error.systemError ?? error;
      }
      if (error.failure === 'timeout') {
        throw new TtsError('engine_timeout', `espeak-ng did not finish within ${req.timeoutMs} ms`);
      }
      throw new TtsError(
        'engine_failed',
        `espeak-ng exited with ${error.code}: ${error.stderr.trim().slice(0, 200)}`,
      );
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Segments with their pauses as one SSML document. */
export function toSsml(segments: ReadonlyArray<{ text: string; pauseAfterMs: number }>): string {
  const body = segments
    .map((s) =>
      s.pauseAfterMs > 0 ? `${escapeXml(s.text)}<break time="${s.pauseAfterMs}ms"/>` : escapeXml(s.text),
    )
    .join(' ');
  return `<speak>${body}</speak>`;
}
