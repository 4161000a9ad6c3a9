import { readWavLayout } from '@zuban/contract/services/wav-duration';

// 16-bit PCM mono WAV: the format every voice returns.
export function encodeWav(samples: Float32Array | Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] ?? 0;
    const v = samples instanceof Int16Array ? s : Math.round(Math.max(-1, Math.min(1, s)) * 32767);
    buf.writeInt16LE(v, 44 + i * 2);
  }
  return buf;
}

/** Reads a 16-bit PCM mono WAV as written by espeak-ng or encodeWav. */
export function decodeMonoPcm16(wav: Buffer): { sampleRate: number; samples: Int16Array } {
  const layout = readWavLayout(wav);
  if (layout === 'not_riff') throw new Error('not a WAV file');
  if (typeof layout === 'string') throw new Error('WAV file has no data chunk');
  const { dataOffset, declaredDataBytes } = layout;
  const end = Math.min(wav.length, dataOffset + declaredDataBytes);
  const bytes = wav.subarray(dataOffset, end - ((end - dataOffset) % 2));
  return {
    sampleRate: layout.sampleRate,
    samples: new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
  };
}
