import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProgramError, runProgram } from '../process';
import { AsrError } from './errors';
import { TARGET_RATE } from './resample';

// Compressed uploads (MP3, Ogg, M4A, WebM, FLAC …) as the WAV the engine reads, decoded by
// Debian's ffmpeg (scripts/apt-packages.txt) to 16 kHz mono 16-bit: whisper's own rate, and the
// smallest WAV that loses nothing whisper would use.

/** Whether the bytes are already a RIFF/WAVE file: those go to the engine as they are. */
export function isWav(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WAVE'
  );
}

/** The demuxers an upload may be read with: WAV, MP3, Ogg, M4A/MP4 (mov), WebM/Matroska, FLAC, AAC. */
export const AUDIO_DEMUXERS = 'wav,mp3,ogg,mov,matroska,webm,flac,aac';

export interface DecodeOptions {
  /** The ffmpeg program (default: `ffmpeg` on PATH). */
  ffmpeg?: string;
  timeoutMs?: number;
}

/**
 * Any audio ffmpeg can read, as a 16 kHz mono PCM WAV. The input goes through a file, not a pipe:
 * an M4A whose index (moov) comes last cannot be read from a pipe. Bytes that are not audio are
 * an `input` error (`audio_not_decodable`), a missing ffmpeg `unavailable`.
 */
export async function decodeToWav(bytes: Buffer, opts: DecodeOptions = {}): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'zuban-asr-decode-'));
  try {
    const input = join(dir, 'upload');
    const output = join(dir, 'audio.wav');
    await writeFile(input, bytes);
    // Only audio containers are probed: a playlist or concat list (HLS, ffconcat) would make ffmpeg
    // open the paths or addresses written inside an upload.
    const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-format_whitelist', AUDIO_DEMUXERS];
    args.push('-i', input, '-vn', '-map', '0:a:0');
    args.push('-ac', '1', '-ar', String(TARGET_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', '-y', output);
    await runProgram(opts.ffmpeg ?? 'ffmpeg', args, {
      stdout: 'ignore',
      timeoutMs: opts.timeoutMs ?? 120_000,
      stderrChars: 500,
    }).catch((error: unknown) => {
      if (!(error instanceof ProgramError)) throw error;
      if (error.failure === 'start') {
        throw new AsrError(
          'engine_missing',
          'ffmpeg is not installed here: only WAV files can be transcribed.',
        );
      }
      if (error.failure === 'timeout')
        throw new AsrError('engine_timeout', 'ffmpeg took too long to read the audio.');
      throw new AsrError(
        'audio_not_decodable',
        'The file is not audio that can be read: send WAV, MP3, Ogg, M4A, WebM or FLAC.',
      );
    });
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
