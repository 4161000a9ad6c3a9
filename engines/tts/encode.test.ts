import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIO_FORMATS, encodeAudio, ffmpegAvailable } from './encode';
import { createTtsEngine } from './engine';
import { espeakAvailable } from './espeak-available';
import { decodeMonoPcm16 } from './wav';

const dir = mkdtempSync(join(tmpdir(), 'zuban-tts-encode-test-'));

/** What ffprobe (not our code) reads from the file: codec, container and duration. */
function probe(file: Buffer, name: string): { codec: string; container: string; seconds: number } {
  const path = join(dir, name);
  writeFileSync(path, file);
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path], {
      encoding: 'utf8',
    }),
  ) as { format: { format_name: string; duration: string }; streams: Array<{ codec_name: string }> };
  return {
    codec: out.streams[0]?.codec_name ?? '',
    container: out.format.format_name,
    seconds: Number(out.format.duration),
  };
}

const wavSeconds = (wav: Buffer) => {
  const { samples, sampleRate } = decodeMonoPcm16(wav);
  return samples.length / sampleRate;
};

/** Seconds of audio ffmpeg decodes from the file (the LAME header's delay and padding skipped). */
function decodedSeconds(file: Buffer, name: string): number {
  const path = join(dir, name);
  writeFileSync(path, file);
  const pcm = execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    path,
    '-f',
    's16le',
    '-ac',
    '1',
    '-ar',
    '48000',
    '-',
  ]);
  return pcm.length / 2 / 48_000;
}

const near = (a: number, b: number) => Math.abs(a - b) / b;

describe.skipIf(!ffmpegAvailable() || !espeakAvailable())('encodeAudio with ffmpeg', () => {
  const engine = createTtsEngine();
  // About 1.5 s, 2.6 s and 9 s of Naghma.
  const texts = {
    greeting: 'السلام علیکم',
    sentence: 'آج موسم بہت خوشگوار ہے۔',
    paragraph:
      'پاکستان ایک خوبصورت ملک ہے۔ لاہور ایک بڑا شہر ہے اور یہاں بہت سے باغ ہیں۔ آج موسم بہت خوشگوار ہے۔',
  };

  for (const [length, text] of Object.entries(texts)) {
    it(`turns a ${length} into MP3 and Ogg Opus that ffprobe reads as the WAV's length`, async () => {
      const wav = await engine.synthesize({ voice: 'naghma', text });
      const seconds = wavSeconds(wav);
      expect(seconds).toBeGreaterThan(1);

      const ogg = await encodeAudio(wav, 'ogg');
      expect(ogg.subarray(0, 4).toString('ascii')).toBe('OggS');
      const oggInfo = probe(ogg, `${length}.ogg`);
      expect(oggInfo).toMatchObject({ codec: 'opus', container: 'ogg' });
      expect(near(oggInfo.seconds, seconds)).toBeLessThanOrEqual(0.02);
      expect(ogg.length).toBeLessThan(wav.length / 4);

      const mp3 = await encodeAudio(wav, 'mp3');
      const mp3Info = probe(mp3, `${length}.mp3`);
      expect(mp3Info).toMatchObject({ codec: 'mp3', container: 'mp3' });
      // ffprobe counts whole 24 ms MP3 frames, the encoder's 23 ms delay included: within 2% from
      // a sentence up, and never more than 50 ms longer (docs/decisions/tts-audio-formats.md).
      expect(mp3Info.seconds).toBeGreaterThanOrEqual(seconds);
      expect(mp3Info.seconds - seconds).toBeLessThanOrEqual(0.05);
      if (seconds >= 2.5) expect(near(mp3Info.seconds, seconds)).toBeLessThanOrEqual(0.02);
      // What a player plays (gapless, from the LAME header) is the WAV's length at every size.
      expect(near(decodedSeconds(mp3, `${length}-decoded.mp3`), seconds)).toBeLessThanOrEqual(0.02);
      expect(mp3.length).toBeLessThan(wav.length / 4);
    });
  }

  it('answers WAV unchanged', async () => {
    const wav = await engine.synthesize({ voice: 'naghma', text: texts.greeting });
    expect(await encodeAudio(wav, 'wav')).toBe(wav);
    expect(AUDIO_FORMATS).toEqual(['wav', 'mp3', 'ogg']);
  });

  it('refuses bytes that are not audio with an engine failure, not a crash', async () => {
    await expect(encodeAudio(Buffer.from('not a wav at all'), 'mp3')).rejects.toMatchObject({
      code: 'engine_failed',
    });
  });
});

describe('encodeAudio without ffmpeg', () => {
  it('says ffmpeg is missing (unavailable), so the server answers 503', async () => {
    expect(ffmpegAvailable('/nonexistent/ffmpeg')).toBe(false);
    await expect(
      encodeAudio(Buffer.from('RIFF'), 'ogg', { ffmpeg: '/nonexistent/ffmpeg' }),
    ).rejects.toMatchObject({ code: 'engine_missing', kind: 'unavailable' });
  });
});
