import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    await new Promise<void>((resolve, reject) => {
      const child = spawn(req.binary ?? 'espeak-ng', args, { stdio: ['pipe', 'ignore', 'pipe'] });
      let stderr = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new TtsError('engine_timeout', `espeak-ng did not finish within ${req.timeoutMs} ms`));
      }, req.timeoutMs);
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
      });
      child.on('error', (e: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(
          e.code === 'ENOENT'
            ? new TtsError('engine_missing', 'espeak-ng is not installed (Debian package espeak-ng).')
            : e,
        );
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else
          reject(
            new TtsError('engine_failed', `espeak-ng exited with ${code}: ${stderr.trim().slice(0, 200)}`),
          );
      });
      child.stdin.on('error', () => {}); // reported through 'close'
      child.stdin.end(req.ssml);
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
