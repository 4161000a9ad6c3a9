import { describe, expect, it } from 'vitest';
import { asr } from './asr';
import { readWavHeader, readWavLayout, wavDurationSeconds } from './wav-duration';

interface Header {
  format?: number;
  channels?: number;
  sampleRate?: number;
  bits?: number;
  byteRate?: number;
  blockAlign?: number;
  dataSize?: number;
}

/** A PCM WAV with `dataBytes` bytes of silence; header fields default to a consistent 16 kHz mono 16-bit file. */
function wav(dataBytes: number, h: Header = {}): string {
  const channels = h.channels ?? 1;
  const sampleRate = h.sampleRate ?? 16_000;
  const bits = h.bits ?? 16;
  const blockAlign = h.blockAlign ?? (channels * bits) / 8;
  const buf = new Uint8Array(44 + dataBytes);
  const view = new DataView(buf.buffer);
  const ascii = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) buf[at + i] = s.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, h.format ?? 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, h.byteRate ?? sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bits, true);
  ascii(36, 'data');
  view.setUint32(40, h.dataSize ?? dataBytes, true);
  return toBase64(buf);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

// The defaults the schema fills in; the file itself is given as is (some are meant to be refused).
const units = (file: string) =>
  asr.countUnits({ file, filename: 'a.wav', response_format: 'text', timestamp_granularities: ['segment'] });

describe('WAV header billing (#22 finding 2)', () => {
  // 8 kHz 8-bit mono keeps 150 s of audio small: 8,000 bytes a second.
  const narrow = { sampleRate: 8000, bits: 8 };

  it('bills 150 s of audio as 10 blocks of 15 s', () => {
    const file = wav(150 * 8000, narrow);
    expect(wavDurationSeconds(file)).toBe(150);
    expect(units(file)).toBe(10);
  });

  it('refuses a byte rate that disagrees with rate x block align instead of billing from it', () => {
    const file = wav(150 * 8000, { ...narrow, byteRate: 0x7fffffff });
    expect(readWavHeader(file)).toMatchObject({ ok: false, problem: 'inconsistent' });
    expect(wavDurationSeconds(file)).toBeNull();
    const parsed = asr.input.safeParse({ file });
    expect(parsed.error?.issues[0]?.message).toBe('The WAV header contradicts itself (byte rate).');
  });

  it('refuses a block align that disagrees with channels x bits / 8', () => {
    const file = wav(8000, { blockAlign: 32, byteRate: 16_000 * 32 });
    expect(readWavHeader(file)).toMatchObject({ ok: false, problem: 'inconsistent' });
  });

  it('refuses a data chunk that claims more bytes than were sent (not a streaming marker)', () => {
    expect(readWavHeader(wav(32_000, { dataSize: 64_000 }))).toMatchObject({
      ok: false,
      problem: 'inconsistent',
    });
    // Streaming writers leave 0 or 0xFFFFFFFF: the bytes present count.
    expect(wavDurationSeconds(wav(32_000, { dataSize: 0 }))).toBe(1);
    expect(wavDurationSeconds(wav(32_000, { dataSize: 0xffffffff }))).toBe(1);
  });

  it('refuses encodings the engine cannot decode before anything is charged', () => {
    expect(readWavHeader(wav(1000, { bits: 12, blockAlign: 2, byteRate: 32_000 }))).toMatchObject({
      ok: false,
      problem: 'unsupported',
    });
    expect(readWavHeader(wav(1000, { format: 2 }))).toMatchObject({ ok: false, problem: 'unsupported' });
  });

  it('counts whole frames at the sample rate, as the engine decodes them', () => {
    // 44.1 kHz stereo 24-bit: 6 bytes a frame; a trailing partial frame is not audio.
    const file = wav(44_100 * 6 * 2 + 5, { channels: 2, sampleRate: 44_100, bits: 24 });
    expect(wavDurationSeconds(file)).toBe(2);
    expect(units(file)).toBe(1);
  });
});

describe('readWavLayout (the one WAV chunk reader: billing, the ASR engine and TTS read by it)', () => {
  const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

  it('finds the format and the data chunk, at any offset of a larger buffer', () => {
    const file = bytes(wav(3200, { channels: 2, sampleRate: 8000 }));
    const shifted = new Uint8Array(file.length + 5).subarray(5);
    shifted.set(file);
    expect(readWavLayout(shifted)).toEqual({
      audioFormat: 1,
      channels: 2,
      sampleRate: 8000,
      byteRate: 32_000,
      blockAlign: 4,
      bitsPerSample: 16,
      dataOffset: 44,
      declaredDataBytes: 3200,
    });
  });

  it('names what is missing: not RIFF/WAVE, no format chunk before the data, no data chunk', () => {
    const file = bytes(wav(100));
    expect(readWavLayout(new TextEncoder().encode('ID3\u0003 mp3 data here'))).toBe('not_riff');
    const dataFirst = file.slice();
    dataFirst.set(new TextEncoder().encode('junk'), 12);
    expect(readWavLayout(dataFirst)).toBe('no_format');
    expect(readWavLayout(file.subarray(0, 40))).toBe('no_data');
  });
});
