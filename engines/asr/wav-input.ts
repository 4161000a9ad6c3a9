import { readWavLayout } from '@zuban/contract/services/wav-duration';
import { AsrError } from './errors';
import { resample, TARGET_RATE } from './resample';

// Reads an uploaded WAV (PCM 8/16/24/32-bit or IEEE float, any rate, any channel count),
// downmixes to mono and resamples to 16 kHz, as whisper expects.

export const MAX_AUDIO_SECONDS = 60 * 60;

export interface DecodedAudio {
  /** Mono, 16 kHz, −1…1. */
  samples: Float32Array;
  durationSeconds: number;
  sourceRate: number;
  sourceChannels: number;
}

interface Format {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

const PCM = 1;
const FLOAT = 3;

function sampleReader(format: Format): (buf: Buffer, at: number) => number {
  const { audioFormat, bitsPerSample } = format;
  if (audioFormat === FLOAT && bitsPerSample === 32) return (b, at) => b.readFloatLE(at);
  if (audioFormat === FLOAT && bitsPerSample === 64) return (b, at) => b.readDoubleLE(at);
  if (audioFormat === PCM && bitsPerSample === 8) return (b, at) => ((b[at] ?? 128) - 128) / 128;
  if (audioFormat === PCM && bitsPerSample === 16) return (b, at) => b.readInt16LE(at) / 32768;
  if (audioFormat === PCM && bitsPerSample === 24) return (b, at) => b.readIntLE(at, 3) / 8388608;
  if (audioFormat === PCM && bitsPerSample === 32) return (b, at) => b.readInt32LE(at) / 2147483648;
  throw new AsrError(
    'audio_bad_wav',
    `Unsupported WAV encoding (format ${audioFormat}, ${bitsPerSample}-bit). Send PCM or float WAV.`,
  );
}

/**
 * Header-only look at a WAV: rate, channels and duration, without decoding samples. The chunks are
 * walked by the contract's reader (the one that bills the file), so both see the same audio.
 */
export function inspectWav(
  wav: Buffer,
): Format & { dataOffset: number; dataBytes: number; durationSeconds: number } {
  const layout = readWavLayout(wav);
  if (layout === 'not_riff') throw new AsrError('audio_not_wav', 'The audio must be a WAV file (RIFF/WAVE).');
  if (layout === 'no_format') {
    throw new AsrError('audio_bad_wav', 'The WAV file has no format chunk before its data.');
  }
  if (layout === 'no_data') throw new AsrError('audio_bad_wav', 'The WAV file has no audio data.');
  const { audioFormat, channels, sampleRate, bitsPerSample, dataOffset, declaredDataBytes: size } = layout;
  if (channels < 1 || sampleRate < 1000 || bitsPerSample < 8) {
    throw new AsrError('audio_bad_wav', 'The WAV header is invalid.');
  }
  // Streaming writers leave size 0 or 0xFFFFFFFF: take what is there.
  const available = wav.length - dataOffset;
  const dataBytes = size === 0 || size > available ? available : size;
  const frameBytes = (bitsPerSample / 8) * channels;
  return {
    audioFormat,
    channels,
    sampleRate,
    bitsPerSample,
    dataOffset,
    dataBytes,
    durationSeconds: Math.floor(dataBytes / frameBytes) / sampleRate,
  };
}

export function decodeWav(wav: Buffer, maxSeconds = MAX_AUDIO_SECONDS): DecodedAudio {
  const info = inspectWav(wav);
  if (info.durationSeconds > maxSeconds) {
    throw new AsrError(
      'audio_too_long',
      `The audio is ${Math.ceil(info.durationSeconds / 60)} minutes long; the limit is ${maxSeconds / 60} minutes.`,
    );
  }
  const read = sampleReader(info);
  const bytes = info.bitsPerSample / 8;
  const frameBytes = bytes * info.channels;
  const frames = Math.floor(info.dataBytes / frameBytes);
  const mono = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    const base = info.dataOffset + f * frameBytes;
    for (let c = 0; c < info.channels; c++) sum += read(wav, base + c * bytes);
    mono[f] = sum / info.channels;
  }
  return {
    samples: resample(mono, info.sampleRate, TARGET_RATE),
    durationSeconds: frames / info.sampleRate,
    sourceRate: info.sampleRate,
    sourceChannels: info.channels,
  };
}

/** 16 kHz mono float samples as a 16-bit PCM WAV file, the input whisper-cli reads. */
export function pcm16Wav(samples: Float32Array, sampleRate = TARGET_RATE): Buffer {
  const buf = Buffer.alloc(44 + samples.length * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples.length * 2, 4);
  buf.write('WAVEfmt ', 8, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) {
    buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i] ?? 0)) * 32767), 44 + i * 2);
  }
  return buf;
}
