import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../../../../engines/asr/test-support/synthetic-model';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// TTS and ASR through the real app: espeak-ng voices, whisper-cli with a random-weight ggml
// model (its transcript is nonsense, the call, the price and the refunds are real).
const dir = mkdtempSync(join(tmpdir(), 'zuban-speech-route-'));
const model = join(dir, 'ggml-mini.bin');
const urdu = 'السلام علیکم، آپ کیسے ہیں؟';
let speechWav: Buffer; // espeak-ng output: 22,050 Hz mono

beforeAll(() => {
  writeSyntheticWhisperModel(model, 'mini');
  const file = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'ur', '-w', file, 'پاکستان ایک خوبصورت ملک ہے']);
  speechWav = readFileSync(file);
});

describe.each(testDbKinds)('speech services (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const { balanceOf, jobsOf, post, funded } = paidCallHelpers(() => t);

  it('speaks with each voice, answers base64 WAV with the spec result and charges per character', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const cases = [
      ['/tts', urdu, 'Wav file is saved successfully.'],
      ['/female_tts', urdu, 'Wav file is saved successfully.'],
      ['/male_tts', urdu, 'Wav file is saved successfully.'],
      ['/punjabi_male_tts', 'پنجابی میری ماں بولی اے', 'Audio Generated successfully.'],
    ] as const;
    for (const [url, text, result] of cases) {
      const res = await post(url, { text, volume: 140, speed: 1, accessToken });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(body.result).toBe(result);
      const wav = Buffer.from(body.response, 'base64');
      expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
      expect(wav.length).toBeGreaterThan(22_050); // more than half a second of speech
      expect(body.cost).toBe(1); // up to 100 characters: the minimum charge of PKR 1.00
    }
    expect(await balanceOf(user.id)).toBe(96_000);
    const jobs = await jobsOf(user.id);
    expect(jobs.map((j) => j.service_id).sort()).toEqual([
      'female_tts',
      'male_tts',
      'punjabi_male_tts',
      'tts',
    ]);
    expect(jobs.every((j) => j.status === 'succeeded')).toBe(true);
  });

  it('refuses empty or over-long text and out-of-range volume with nothing charged', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    expect((await post('/tts', { text: '  ', accessToken })).json().message).toBe('Text field was empty.');
    expect((await post('/tts', { text: 'ا'.repeat(1001), accessToken })).statusCode).toBe(400);
    expect((await post('/female_tts', { text: urdu, volume: 250, accessToken })).statusCode).toBe(400);
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it('answers 503 "not installed" for a configured neural voice without its model, balance unchanged', async () => {
    t = await createTestApp(kind, { TTS_NEURAL_VOICES: `sarang=${join(dir, 'no-voice')}` });
    const { user, accessToken } = await funded();
    const res = await post('/male_tts', { text: urdu, accessToken });
    expect(res.statusCode).toBe(503);
    expect(JSON.stringify(res.json())).toMatch(/not installed/i);
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it('answers 503 for /asr without a model before charging: no job, no ledger row', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await funded();
    const res = await post('/asr', { file: speechWav.toString('base64'), filename: 'a.wav', accessToken });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'engine_unavailable',
      response: expect.stringMatching(/ASR_MODEL/),
    });
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
    const ledger = await t.ctx.db
      .selectFrom('ledger')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(ledger.map((l) => l.kind)).toEqual(['deposit']);
  });

  it('takes an /asr body over the app-wide limit (an hour of WAV), other services keep it', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await funded();
    const payload = JSON.stringify({ file: 'A'.repeat(101 * 1024 * 1024), filename: 'long.wav' });
    // Over 16 MB the token must come in the header: the body is read only for a known caller.
    const asrRes = await t.app.inject({
      method: 'POST',
      url: '/asr',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      payload,
    });
    expect(asrRes.statusCode).toBe(400); // read and validated: not a WAV
    const stemRes = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(stemRes.statusCode).toBe(413);
  });

  it('refuses a non-WAV upload with nothing charged or written', async () => {
    t = await createTestApp(kind, { ASR_MODEL: model });
    const { user, accessToken } = await funded();
    const res = await post('/asr', { file: Buffer.from('ID3 not a wav').toString('base64'), accessToken });
    expect(res.statusCode).toBe(400);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it.skipIf(!existsSync(DEFAULT_WHISPER_BIN))(
    'transcribes a 22 kHz WAV (resampled) and charges per started 15 seconds',
    async () => {
      t = await createTestApp(kind, { ASR_MODEL: model, ASR_THREADS: '1' });
      const { user, accessToken } = await funded();
      const res = await post('/asr', {
        file: speechWav.toString('base64'),
        filename: 'speech.wav',
        accessToken,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.result).toBe('Transcription is done successfully.');
      expect(typeof body.response).toBe('string');
      expect(body.cost).toBe(0.75);
      expect(await balanceOf(user.id)).toBe(99_250);
      const [job] = await jobsOf(user.id);
      expect(job).toMatchObject({ service_id: 'asr', units: 1, cost_milli: 750, status: 'succeeded' });
    },
  );
});
