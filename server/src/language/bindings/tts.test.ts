import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegAvailable } from '@zuban/engines/tts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// #31 item 5: the voices answer WAV (the spec's default), MP3 or Ogg Opus, at the same price,
// with `format` and `contentType` in the answer; a bad format is refused before any charge.
const dir = mkdtempSync(join(tmpdir(), 'zuban-tts-route-'));
const urdu = 'آج موسم بہت خوشگوار ہے۔';

/** ffprobe's reading of a file: its codec and duration. */
function probe(file: Buffer, name: string): { codec: string; seconds: number } {
  const path = join(dir, name);
  writeFileSync(path, file);
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path], {
      encoding: 'utf8',
    }),
  ) as { format: { duration: string }; streams: Array<{ codec_name: string }> };
  return { codec: out.streams[0]?.codec_name ?? '', seconds: Number(out.format.duration) };
}

describe.each(testDbKinds)('TTS audio formats (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());
  const { balanceOf, jobsOf, post, funded } = paidCallHelpers(() => t);

  it.skipIf(!ffmpegAvailable())(
    'answers wav, mp3 and ogg with their content types, each charged as the WAV',
    async () => {
      t = await createTestApp(kind);
      const { user, accessToken } = await funded();
      const wavAnswer = (await post('/tts', { text: urdu, accessToken })).json();
      // The spec's answer is unchanged: base64 WAV; the new fields only name it.
      expect(wavAnswer).toMatchObject({ format: 'wav', contentType: 'audio/wav', cost: 1 });
      const wav = Buffer.from(wavAnswer.response, 'base64');
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      const wavSeconds = probe(wav, 'speech.wav').seconds;

      const cases = [
        ['mp3', 'audio/mpeg', 'mp3'],
        ['ogg', 'audio/ogg', 'opus'],
      ] as const;
      for (const [format, contentType, codec] of cases) {
        const res = await post('/tts', { text: urdu, format, accessToken });
        expect(res.statusCode, format).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({
          result: 'Wav file is saved successfully.',
          format,
          contentType,
          cost: 1,
        });
        const file = Buffer.from(body.response, 'base64');
        expect(file.length).toBeLessThan(wav.length / 4);
        const info = probe(file, `speech.${format}`);
        expect(info.codec).toBe(codec);
        expect(Math.abs(info.seconds - wavSeconds) / wavSeconds).toBeLessThanOrEqual(0.02);
      }
      // A voice that ignores volume and speed takes the format too.
      const punjabi = (
        await post('/punjabi_male_tts', { text: 'پنجابی میری ماں بولی اے', format: 'ogg', accessToken })
      ).json();
      expect(punjabi).toMatchObject({ format: 'ogg', contentType: 'audio/ogg' });
      expect(Buffer.from(punjabi.response, 'base64').toString('ascii', 0, 4)).toBe('OggS');

      expect(await balanceOf(user.id)).toBe(96_000);
      const jobs = await jobsOf(user.id);
      expect(jobs.every((j) => j.status === 'succeeded' && j.cost_milli === 1000)).toBe(true);
    },
    60_000,
  );

  it('refuses an unknown format with a clear 400 and charges nothing', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    for (const format of ['flac', 'MP3', 3, ['mp3']]) {
      const res = await post('/female_tts', { text: urdu, format, accessToken });
      expect(res.statusCode, String(format)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalid_request',
        message: 'Format must be wav, mp3 or ogg.',
      });
    }
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it('answers 503 for mp3 without ffmpeg, before any charge', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'no-programs-here');
    try {
      const res = await post('/tts', { text: urdu, format: 'mp3', accessToken });
      expect(res.statusCode).toBe(503);
      expect(JSON.stringify(res.json())).toMatch(/ffmpeg/);
    } finally {
      process.env.PATH = path;
    }
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it.skipIf(!ffmpegAvailable())(
    'an asynchronous call keeps the Ogg file and serves it with its Content-Type',
    async () => {
      t = await createTestApp(kind);
      const { accessToken } = await funded();
      const headers = { authorization: `Bearer ${accessToken}`, prefer: 'respond-async' };
      const submitted = await post('/tts', { text: urdu, format: 'ogg' }, headers);
      expect(submitted.statusCode).toBe(202);
      const location = submitted.headers.location as string;
      const get = (url: string) =>
        t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
      let job = (await get(location)).json();
      for (let i = 0; i < 600 && ['queued', 'running'].includes(job.status); i++) {
        await new Promise((r) => setTimeout(r, 50));
        job = (await get(location)).json();
      }
      expect(job).toMatchObject({ status: 'succeeded', format: 'ogg', contentType: 'audio/ogg' });
      const file = await get(job.links.result);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^audio\/ogg/);
      expect(file.rawPayload.subarray(0, 4).toString('ascii')).toBe('OggS');
    },
    60_000,
  );

  it('describes format and contentType in /openapi.json', async () => {
    t = await createTestApp(kind);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/male_tts'].post;
    // Body and answer are named components (openapi/components.ts).
    const named = (schema: { $ref: string }) => doc.components.schemas[schema.$ref.split('/').pop()!];
    const body = named(op.requestBody.content['application/json'].schema);
    expect(body.properties.format.enum).toEqual(['wav', 'mp3', 'ogg']);
    const answer = named(op.responses['200'].content['application/json'].schema);
    expect(answer.properties.contentType.enum).toEqual(['audio/wav', 'audio/mpeg', 'audio/ogg']);
    expect(answer.properties.format.description).toMatch(/format/);
  });
});
