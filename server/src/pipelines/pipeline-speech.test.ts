/**
 * Audio in a pipeline, with the real engines: a recording (multipart WAV) through ASR then the
 * extractive summary, and text spoken by the TTS voice then transcribed by whisper-cli (audio
 * passed from one step to the next). whisper-cli runs a random-weight model, so the words are
 * nonsense: the chaining, the jobs and the charges are what is tested.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../../../engines/asr/test-support/synthetic-model';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { balanceMilli, fundedUser, jobRows } from '../../test/support/money';

const dir = mkdtempSync(join(tmpdir(), 'zuban-pipeline-speech-'));
const model = join(dir, 'ggml-mini.bin');
let wav: Buffer;

beforeAll(() => {
  writeSyntheticWhisperModel(model, 'mini');
  const file = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'ur', '-w', file, 'پاکستان ایک خوبصورت ملک ہے۔ لاہور ایک بڑا شہر ہے۔']);
  wav = readFileSync(file);
});

const run = existsSync(DEFAULT_WHISPER_BIN) ? it : it.skip;

describe.each(testDbKinds)('pipelines with audio (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    await t.close();
  });

  run(
    'ASR → extractive summary on an uploaded WAV; TTS → ASR passes the audio on',
    { timeout: 120_000 },
    async () => {
      t = await createTestApp(kind, { ASR_MODEL: model, ASR_THREADS: '1' });
      const { user, accessToken } = await fundedUser(t.ctx, 100_000);
      const boundary = '----zubanspeech';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="steps"\r\n\r\n${JSON.stringify([
            { service: 'asr' },
            { service: 'extractive_summarization', options: { volume: 1 } },
          ])}\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="speech.wav"\r\ncontent-type: audio/wav\r\n\r\n`,
        ),
        wav,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const summary = await t.app.inject({
        method: 'POST',
        url: '/v1/pipeline',
        payload,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      expect(summary.statusCode, summary.body).toBe(200);
      const body = summary.json();
      expect(body.result).toBe('Summary is generated successfully.');
      expect(body.steps).toMatchObject([
        { service: 'asr', status: 'succeeded', cost: 0.75 },
        { service: 'extractive_summarization', status: 'succeeded' },
      ]);

      const spoken = await t.app.inject({
        method: 'POST',
        url: '/v1/pipeline',
        payload: { text: 'پاکستان ایک خوبصورت ملک ہے', steps: [{ service: 'tts' }, { service: 'asr' }] },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(spoken.statusCode, spoken.body).toBe(200);
      expect(spoken.json().result).toBe('Transcription is done successfully.');
      const asrJob = (await jobRows(t.ctx, user.id)).find((j) => j.id === spoken.json().steps[1].jobId);
      // The ASR step was billed on the seconds of the voice's WAV, as /asr bills a file.
      expect(asrJob).toMatchObject({ service_id: 'asr', status: 'succeeded', units: 1 });
      const spent = [body, spoken.json()].reduce((sum, b) => sum + b.cost, 0);
      expect(await balanceMilli(t.ctx, user.id)).toBe(100_000 - Math.round(spent * 1000));
    },
  );
});
