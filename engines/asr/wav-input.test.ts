import { describe, expect, it } from 'vitest';
import { decodeWav, inspectWav, pcm16Wav } from './wav-input';

function wav(opts: {
  rate: number;
  channels: number;
  bits: 16 | 32;
  float?: boolean;
  frames: number;
  value: (f: number, c: number) => number;
}): Buffer {
  const bytes = opts.bits / 8;
  const data = Buffer.alloc(opts.frames * opts.channels * bytes);
  for (let f = 0; f < opts.frames; f++) {
    for (let c = 0; c < opts.channels; c++) {
      const at = (f * opts.channels + c) * bytes;
      const v = opts.value(f, c);
      if (opts.float) data.writeFloatLE(v, at);
      else if (opts.bits === 16) data.writeInt16LE(Math.round(v * 32767), at);
      else data.writeInt32LE(Math.round(v * 2147483647), at);
    }
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'ascii');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(opts.float ? 3 : 1, 20);
  head.writeUInt16LE(opts.channels, 22);
  head.writeUInt32LE(opts.rate, 24);
  head.writeUInt32LE(opts.rate * opts.channels * bytes, 28);
  head.writeUInt16LE(opts.channels * bytes, 32);
  head.writeUInt16LE(opts.bits, 34);
  head.write('data', 36, 'ascii');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

describe('decodeWav', () => {
  it('passes 16 kHz mono through', () => {
    const audio = decodeWav(pcm16Wav(Float32Array.from([0, 0.5, -0.5, 0.25])));
    expect(audio.sourceRate).toBe(16_000);
    expect(Array.from(audio.samples).map((s) => Math.round(s * 100) / 100)).toEqual([0, 0.5, -0.5, 0.25]);
  });

  it('downmixes stereo by averaging the channels', () => {
    const audio = decodeWav(
      wav({ rate: 16_000, channels: 2, bits: 16, frames: 4, value: (_f, c) => (c === 0 ? 0.5 : 0.1) }),
    );
    expect(audio.sourceChannels).toBe(2);
    for (const s of audio.samples) expect(s).toBeCloseTo(0.3, 3);
  });

  it('resamples 44.1 kHz and 8 kHz to 16 kHz keeping duration and pitch', () => {
    const tone = (rate: number) =>
      wav({
        rate,
        channels: 1,
        bits: 32,
        float: true,
        frames: rate,
        value: (f) => Math.sin((2 * Math.PI * 440 * f) / rate),
      });
    for (const rate of [44_100, 8_000]) {
      const audio = decodeWav(tone(rate));
      expect(audio.durationSeconds).toBeCloseTo(1, 3);
      expect(audio.samples.length).toBe(16_000);
      // 440 Hz: 880 zero crossings in one second.
      let crossings = 0;
      for (let i = 1; i < audio.samples.length; i++) {
        if ((audio.samples[i - 1] ?? 0) < 0 !== (audio.samples[i] ?? 0) < 0) crossings++;
      }
      expect(crossings).toBeGreaterThan(870);
      expect(crossings).toBeLessThan(890);
    }
  });

  it('reads 32-bit integer PCM', () => {
    const audio = decodeWav(wav({ rate: 16_000, channels: 1, bits: 32, frames: 2, value: () => 0.25 }));
    expect(audio.samples[0]).toBeCloseTo(0.25, 5);
  });

  it('refuses non-WAV input', () => {
    expect(() => decodeWav(Buffer.from('ID3\u0003 mp3 data here'))).toThrow(
      expect.objectContaining({ code: 'audio_not_wav' }),
    );
  });

  it('refuses audio over the limit from the header alone', () => {
    const header = pcm16Wav(new Float32Array(0));
    header.writeUInt32LE(61 * 60 * 16_000 * 2, 40); // claims 61 minutes
    const long = Buffer.concat([header, Buffer.alloc(61 * 60 * 16_000 * 2)]);
    expect(inspectWav(long).durationSeconds).toBeCloseTo(3660, 0);
    expect(() => decodeWav(long)).toThrow(expect.objectContaining({ code: 'audio_too_long' }));
  });
});
