import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProgramError, runProgram } from '../process';
import { TtsError } from './errors';
import { espeakAvailable } from './espeak-available';

// Compressed answers of the TTS voices (#31): ffmpeg (Debian's, scripts/apt-packages.txt) turns
// the engine's WAV into MP3 (LAME) or Ogg Opus, about a tenth of the size for a phone app.

export const AUDIO_FORMATS = ['wav', 'mp3', 'ogg'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/** The Content-Type of each format. */
export const AUDIO_MEDIA: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
};

// Speech, mono: 64 kb/s MP3 and 32 kb/s Opus are clear enough for a voice and small. The MP3 is
// 48 kHz whatever the voice's rate: ffprobe counts whole MP3 frames (encoder delay and padding
// included), and at 48 kHz a frame is 24 ms instead of 26-52 ms, which keeps a 1.2 s greeting
// within 2% of the WAV. Opus takes 8/12/16/24/48 kHz only; ffmpeg resamples to one itself.
const CODEC_ARGS: Record<Exclude<AudioFormat, 'wav'>, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k', '-ac', '1', '-ar', '48000'],
  ogg: ['-c:a', 'libopus', '-b:a', '32k', '-ac', '1', '-application', 'voip'],
};

/** Whether ffmpeg is on PATH (a file check, no process): checked before a compressed call is charged. */
export function ffmpegAvailable(binary = 'ffmpeg'): boolean {
  // espeakAvailable is a plain PATH lookup; its name is the first program it was written for.
  return espeakAvailable(binary);
}

export interface EncodeOptions {
  /** The ffmpeg program (default: `ffmpeg` on PATH). */
  ffmpeg?: string;
  timeoutMs?: number;
}

/**
 * The WAV as `format`. WAV comes back as it is. The output goes to a file, not a pipe: on a
 * seekable file the MP3 muxer writes its LAME header (encoder delay and padding), so players and
 * ffprobe read the exact duration instead of estimating it from the bit rate.
 */
export async function encodeAudio(
  wav: Buffer,
  format: AudioFormat,
  opts: EncodeOptions = {},
): Promise<Buffer> {
  if (format === 'wav') return wav;
  const dir = await mkdtemp(join(tmpdir(), 'zuban-tts-encode-'));
  try {
    const input = join(dir, 'speech.wav');
    const output = join(dir, `speech.${format}`);
    await writeFile(input, wav);
    const program = opts.ffmpeg ?? 'ffmpeg';
    const args = [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-i',
      input,
      ...CODEC_ARGS[format],
      '-y',
      output,
    ];
    await runProgram(program, args, {
      stdout: 'ignore',
      timeoutMs: opts.timeoutMs ?? 60_000,
      stderrChars: 1000,
    }).catch((error: unknown) => {
      if (!(error instanceof ProgramError)) throw error;
      if (error.failure === 'start') {
        throw new TtsError('engine_missing', 'ffmpeg is not installed: audio can only be answered as WAV.');
      }
      if (error.failure === 'timeout')
        throw new TtsError('engine_timeout', `ffmpeg took too long (${format}).`);
      throw new TtsError('engine_failed', `ffmpeg could not encode ${format}: ${error.stderr.trim()}`);
    });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
