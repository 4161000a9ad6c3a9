import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import OpenAI, { APIError, AuthenticationError, BadRequestError, RateLimitError, toFile } from 'openai';
import type { SpeechCreateParams } from 'openai/resources/audio/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../../../engines/asr/test-support/synthetic-model';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli, fundedUser, jobRows } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { saveUserRateLimit } from '../ratelimit/user-limits-repo';

// #32 item 1, proved as a developer would meet it: the official `openai` package, pointed at a
// live server on loopback, transcribes and speaks through the native services (whisper-cli with
// random weights, espeak-ng voices, ffmpeg), and its own error classes carry our refusals.
const dir = mkdtempSync(join(tmpdir(), 'zuban-openai-'));
const model = join(dir, 'ggml-mini.bin');
const encoded: Record<string, Buffer> = {};
let wav: Buffer;

beforeAll(() => {
  writeSyntheticWhisperModel(model, 'mini');
  const file = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'ur', '-w', file, 'پاکستان ایک خوبصورت ملک ہے']);
  wav = readFileSync(file);
  // The same recording as the compressed files apps upload.
  for (const [ext, codec] of [
    ['mp3', 'libmp3lame'],
    ['ogg', 'libopus'],
    ['m4a', 'aac'],
    ['webm', 'libopus'],
  ] as const) {
    const out = join(dir, `speech.${ext}`);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', file, '-c:a', codec, out]);
    encoded[ext] = readFileSync(out);
  }
});

const whisper = existsSync(DEFAULT_WHISPER_BIN) ? it : it.skip;
const isMp3 = (b: Buffer) =>
  b.toString('ascii', 0, 3) === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);
const voice = (name: string) => name as SpeechCreateParams['voice'];

describe.each(testDbKinds)('the OpenAI SDK against a live server (%s)', (kind) => {
  let t: TestApp;
  let baseURL: string;
  let user: Awaited<ReturnType<typeof fundedUser>>;
  let client: OpenAI;
  const sdk = (apiKey: string) => new OpenAI({ apiKey, baseURL, maxRetries: 0, timeout: 120_000 });

  beforeAll(async () => {
    t = await createTestApp(kind, { ASR_MODEL: model, ASR_THREADS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
    user = await fundedUser(t.ctx, 1_000_000);
    client = sdk(user.accessToken);
  });
  afterAll(() => t.close());

  it('lists our models and the OpenAI aliases', async () => {
    const ids = [];
    for await (const m of client.models.list()) ids.push(m.id);
    expect(ids).toEqual(['zuban-asr', 'zuban-tts', 'whisper-1', 'tts-1', 'tts-1-hd']);
    expect((await client.models.retrieve('whisper-1')).owned_by).toBe('zuban');
  });

  whisper(
    'transcribes in every format, and MP3, Ogg, M4A and WebM as well as WAV',
    async () => {
      const file = () => toFile(wav, 'speech.wav');
      const json = await client.audio.transcriptions.create({ file: await file(), model: 'whisper-1' });
      expect(Object.keys(json)).toEqual(['text']);
      expect(typeof json.text).toBe('string');

      const text = await client.audio.transcriptions.create({
        file: await file(),
        model: 'zuban-asr',
        language: 'ur',
        prompt: 'خبریں',
        response_format: 'text',
      });
      expect(typeof text).toBe('string');

      const verbose = (await client.audio.transcriptions.create({
        file: await file(),
        model: 'whisper-1',
        response_format: 'verbose_json',
        timestamp_granularities: ['segment', 'word'],
      })) as unknown as {
        task: string;
        language: string;
        duration: number;
        text: string;
        segments: { start: number; end: number }[];
        words: { word: string; start: number; end: number }[];
      };
      expect(verbose).toMatchObject({ task: 'transcribe', language: 'urdu' });
      expect(verbose.duration).toBeGreaterThan(1);
      expect(verbose.segments.length).toBeGreaterThan(0);
      expect(verbose.words.length).toBeGreaterThan(0);
      for (const s of verbose.segments) expect(s.end).toBeLessThanOrEqual(verbose.duration);

      const srt = String(
        await client.audio.transcriptions.create({
          file: await file(),
          model: 'whisper-1',
          response_format: 'srt',
        }),
      );
      expect(srt).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d\d\d --> \d\d:\d\d:\d\d,\d\d\d/);
      const vtt = String(
        await client.audio.transcriptions.create({
          file: await file(),
          model: 'whisper-1',
          response_format: 'vtt',
        }),
      );
      expect(vtt.startsWith('WEBVTT')).toBe(true);

      for (const [ext, bytes] of Object.entries(encoded)) {
        const heard = (await client.audio.transcriptions.create({
          file: await toFile(bytes, `speech.${ext}`),
          model: 'whisper-1',
          response_format: 'verbose_json',
        })) as unknown as { duration: number };
        // Decoded, not guessed: the compressed file lasts as long as the WAV (codec padding aside).
        expect(heard.duration, ext).toBeGreaterThan(verbose.duration - 0.1);
        expect(heard.duration, ext).toBeLessThan(verbose.duration + 0.2);
      }
      // Ten calls of one started 15-second block each, PKR 0.75, all in the history as `asr`.
      const jobs = await jobRows(t.ctx, user.user.id);
      const asrJobs = jobs.filter((j) => j.service_id === 'asr');
      expect(asrJobs).toHaveLength(5 + Object.keys(encoded).length);
      expect(asrJobs.every((j) => j.status === 'succeeded' && j.cost_milli === 750)).toBe(true);
    },
    300_000,
  );

  it('speaks every format in every voice, the bytes what they say they are', async () => {
    const input = 'السلام علیکم';
    const speak = async (format: 'mp3' | 'opus' | 'wav' | 'pcm', name = 'naghma') => {
      const res = await client.audio.speech.create({
        model: 'tts-1',
        input,
        voice: voice(name),
        response_format: format,
      });
      expect(res.headers.get('zuban-job-id')).toBeTruthy();
      return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
    };
    const mp3 = await speak('mp3');
    expect(mp3.type).toBe('audio/mpeg');
    expect(isMp3(mp3.bytes)).toBe(true);
    const opus = await speak('opus');
    expect(opus.bytes.toString('ascii', 0, 4)).toBe('OggS');
    expect(opus.bytes.includes(Buffer.from('OpusHead'))).toBe(true);
    const wavOut = await speak('wav');
    expect(wavOut.bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wavOut.bytes.toString('ascii', 8, 12)).toBe('WAVE');
    const pcm = await speak('pcm');
    expect(pcm.bytes.toString('ascii', 0, 4)).not.toBe('RIFF');
    // 16-bit samples at 24 kHz for as long as the WAV plays (its data at its own rate).
    const wavSeconds = (wavOut.bytes.length - 44) / 2 / wavOut.bytes.readUInt32LE(24);
    expect(pcm.bytes.length % 2).toBe(0);
    expect(pcm.bytes.length / 2 / 24_000).toBeCloseTo(wavSeconds, 1);

    for (const name of ['naghma-v2', 'sarang', 'ektara']) {
      expect((await speak('wav', name)).bytes.toString('ascii', 8, 12)).toBe('WAVE');
    }
    const services = (await jobRows(t.ctx, user.user.id)).map((j) => j.service_id);
    for (const id of ['tts', 'female_tts', 'male_tts', 'punjabi_male_tts']) expect(services).toContain(id);
  }, 120_000);

  it('charges and lists a call exactly as the native service does', async () => {
    const me = await fundedUser(t.ctx, 100_000);
    const input = 'پاکستان ایک خوبصورت ملک ہے '.repeat(8);
    const res = await sdk(me.accessToken).audio.speech.create({
      model: 'zuban-tts',
      input,
      voice: voice('naghma-v2'),
      response_format: 'wav',
    });
    await res.arrayBuffer();
    const native = await t.app.inject({
      method: 'POST',
      url: '/female_tts',
      headers: { authorization: `Bearer ${me.accessToken}` },
      payload: { text: input },
    });
    expect(native.statusCode).toBe(200);
    const price = Math.round(native.json().cost * 1000);
    expect(price).toBeGreaterThan(1000);
    expect(Number(res.headers.get('zuban-cost')) * 1000).toBe(price);
    expect(await balanceMilli(t.ctx, me.user.id)).toBe(100_000 - 2 * price);
    const history = await t.app.inject({
      method: 'POST',
      url: '/backend/history',
      headers: { authorization: `Bearer ${me.accessToken}` },
      payload: {},
    });
    const rows = history.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    const strip = ({ id: _id, date: _d, time: _t, createdAt: _c, ...rest }: Record<string, unknown>) => rest;
    expect(strip(rows[0]!)).toEqual(strip(rows[1]!));
    expect(strip(rows[0]!)).toMatchObject({ serviceId: 'female_tts', channel: 'api', status: 'succeeded' });
    const [a, b] = await jobRows(t.ctx, me.user.id);
    for (const column of [
      'service_id',
      'cost_milli',
      'units',
      'status',
      'channel',
      'input_summary',
      'parameters',
    ] as const) {
      expect(a![column], column).toEqual(b![column]);
    }
    expect(res.headers.get('zuban-job-id')).toBe(rows.find((r) => r.id !== native.json().jobId)!.id);
  });

  it('answers 401, 402, 429 and 400 as the SDK’s own error classes, charging nothing', async () => {
    const speech = { model: 'tts-1', input: 'سلام', voice: voice('naghma') };
    const refused = async (call: Promise<unknown>) =>
      call.then(
        () => undefined,
        (e: unknown) => e as InstanceType<typeof APIError>,
      );

    const unknownKey = await refused(sdk('not-a-key-of-anyone-here-1234').audio.speech.create(speech));
    expect(unknownKey).toBeInstanceOf(AuthenticationError);
    expect(unknownKey?.status).toBe(401);
    expect(unknownKey?.error).toMatchObject({
      type: 'authentication_error',
      code: 'unauthorized',
      param: null,
    });

    const poor = await createUser(t.ctx);
    const broke = await refused(sdk(poor.accessToken).audio.speech.create(speech));
    expect(broke).toBeInstanceOf(APIError);
    expect(broke?.status).toBe(402);
    expect(broke?.error).toMatchObject({ type: 'insufficient_quota', code: 'insufficient_balance' });

    const me = await fundedUser(t.ctx, 10_000);
    const mine = sdk(me.accessToken);
    const check = async (params: Record<string, unknown>, param: string, code: string) => {
      const e = await refused(mine.audio.speech.create({ ...speech, ...params } as SpeechCreateParams));
      expect(e, JSON.stringify(params)).toBeInstanceOf(BadRequestError);
      expect(e?.error, JSON.stringify(params)).toMatchObject({ type: 'invalid_request_error', param, code });
    };
    await check({ model: 'gpt-4o' }, 'model', 'model_not_found');
    await check({ model: 'whisper-1' }, 'model', 'model_not_found');
    await check({ voice: 'alloy' }, 'voice', 'unknown_voice');
    await check({ response_format: 'flac' }, 'response_format', 'invalid_request');
    await check({ speed: 9 }, 'speed', 'invalid_request');
    await check({ input: '' }, 'input', 'invalid_request');
    await check({ input: 'س'.repeat(1001) }, 'input', 'invalid_request');

    const notAudio = await refused(
      mine.audio.transcriptions.create({
        file: await toFile(Buffer.from('%PDF-1.4 not audio'), 'a.mp3'),
        model: 'whisper-1',
      }),
    );
    expect(notAudio).toBeInstanceOf(BadRequestError);
    expect(notAudio?.error).toMatchObject({ param: 'file', code: 'audio_not_decodable' });
    const badModel = await refused(
      mine.audio.transcriptions.create({ file: await toFile(wav, 'a.wav'), model: 'tts-1' }),
    );
    expect(badModel?.error).toMatchObject({ param: 'model', code: 'model_not_found' });
    const english = await refused(
      mine.audio.transcriptions.create({
        file: await toFile(wav, 'a.wav'),
        model: 'whisper-1',
        language: 'en',
      }),
    );
    expect(english?.error).toMatchObject({ param: 'language', code: 'unsupported_language' });
    expect(await balanceMilli(t.ctx, me.user.id)).toBe(10_000);
    expect(await jobRows(t.ctx, me.user.id)).toEqual([]);

    // One TTS call per window for this key: the second is 429 with Retry-After.
    const busy = await fundedUser(t.ctx, 10_000);
    await saveUserRateLimit(t.ctx.db, busy.user.id, 'tts', 1, t.ctx.now());
    const limited = sdk(busy.accessToken);
    const first = await refused(limited.audio.speech.create({ ...speech, voice: voice('nobody') }));
    expect(first).toBeInstanceOf(BadRequestError);
    const second = await refused(limited.audio.speech.create(speech));
    expect(second).toBeInstanceOf(RateLimitError);
    expect(Number(second?.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(second?.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    expect(await balanceMilli(t.ctx, busy.user.id)).toBe(10_000);
  });
});
