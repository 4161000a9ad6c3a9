import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHISPER_BIN } from '@zuban/engines/asr';
import { type NodeCue, parseSync } from 'subtitle';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticWhisperModel } from '../../../../engines/asr/test-support/synthetic-model';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { paidCallHelpers } from '../../../test/support/paid-call-helpers';

// #31 item 4 through the real app: /asr answers text (the spec's answer, unchanged), json,
// verbose_json with segment and word times, SRT and VTT, each at the spec's price; whisper-cli runs
// a random-weight model, so the words are nonsense and the structure and times are what is tested.
const dir = mkdtempSync(join(tmpdir(), 'zuban-asr-formats-'));
const model = join(dir, 'ggml-mini.bin');
let speech: string; // base64 espeak WAV, about 3 s
let seconds: number;

beforeAll(() => {
  writeSyntheticWhisperModel(model, 'mini');
  const file = join(dir, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'ur', '-w', file, 'پاکستان ایک خوبصورت ملک ہے']);
  speech = readFileSync(file).toString('base64');
  seconds = Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
      encoding: 'utf8',
    }),
  );
});

const cues = (text: string) =>
  parseSync(text)
    .filter((n): n is NodeCue => n.type === 'cue')
    .map((n) => n.data);

describe.each(testDbKinds)('/asr response formats (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());
  const { balanceOf, jobsOf, post, funded } = paidCallHelpers(() => t);
  const run = existsSync(DEFAULT_WHISPER_BIN) ? it : it.skip;

  run(
    'answers each format at the same price, times forward and within the audio',
    async () => {
      t = await createTestApp(kind, { ASR_MODEL: model, ASR_THREADS: '1' });
      const { user, accessToken } = await funded();
      const ask = async (extra: Record<string, unknown>) => {
        const res = await post('/asr', { file: speech, filename: 'speech.wav', accessToken, ...extra });
        expect(res.statusCode, JSON.stringify(extra)).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ result: 'Transcription is done successfully.', cost: 0.75 });
        return body;
      };

      const plain = await ask({});
      expect(Object.keys(plain).sort()).toEqual(['cost', 'jobId', 'response', 'result']);
      expect(typeof plain.response).toBe('string');

      const json = await ask({ response_format: 'json' });
      expect(json).toMatchObject({ response: json.text, language: 'ur' });
      expect(json.duration).toBeCloseTo(seconds, 2);
      expect(json.segments).toBeUndefined();

      const verbose = await ask({
        response_format: 'verbose_json',
        timestamp_granularities: ['segment', 'word'],
      });
      expect(verbose.segments.length).toBeGreaterThan(0);
      expect(verbose.words.length).toBeGreaterThan(0);
      let cursor = 0;
      verbose.segments.forEach((s: { id: number; start: number; end: number; text: string }, i: number) => {
        expect(s.id).toBe(i);
        expect(s.start).toBeGreaterThanOrEqual(cursor);
        expect(s.end).toBeGreaterThanOrEqual(s.start);
        expect(s.end).toBeLessThanOrEqual(verbose.duration);
        cursor = s.end;
      });
      cursor = 0;
      for (const w of verbose.words as { word: string; start: number; end: number }[]) {
        expect(w.start).toBeGreaterThanOrEqual(cursor);
        expect(w.end).toBeLessThanOrEqual(verbose.duration);
        cursor = w.end;
      }
      expect(verbose.text).toBe(verbose.segments.map((s: { text: string }) => s.text).join(' '));
      const segmentsOnly = await ask({ response_format: 'verbose_json' });
      expect(segmentsOnly.words).toBeUndefined();

      for (const [format, contentType] of [
        ['srt', 'application/x-subrip'],
        ['vtt', 'text/vtt'],
      ] as const) {
        const body = await ask({ response_format: format });
        expect(body.contentType).toBe(contentType);
        if (format === 'vtt') expect(body.response.startsWith('WEBVTT')).toBe(true);
        const read = cues(body.response);
        expect(read.length).toBeGreaterThan(0);
        let end = 0;
        for (const c of read) {
          expect(c.start).toBeGreaterThanOrEqual(end);
          expect(c.end).toBeGreaterThanOrEqual(c.start);
          expect(c.end).toBeLessThanOrEqual(seconds * 1000 + 1);
          end = c.end;
        }
      }
      expect(await balanceOf(user.id)).toBe(100_000 - 6 * 750);
      expect((await jobsOf(user.id)).every((j) => j.status === 'succeeded')).toBe(true);
    },
    120_000,
  );

  it('refuses an unknown format and word times outside verbose_json, charging nothing', async () => {
    t = await createTestApp(kind, { ASR_MODEL: model });
    const { user, accessToken } = await funded();
    const bad = [
      [
        { response_format: 'docx' },
        'invalid_request',
        'response_format must be text, json, verbose_json, srt or vtt.',
      ],
      [
        { timestamp_granularities: ['letter'] },
        'invalid_request',
        'timestamp_granularities must list segment and/or word.',
      ],
      [
        { timestamp_granularities: [] },
        'invalid_request',
        'timestamp_granularities must list segment and/or word.',
      ],
      [
        { response_format: 'srt', timestamp_granularities: ['word'] },
        'options_conflict',
        expect.stringMatching(/verbose_json/),
      ],
    ] as const;
    for (const [extra, code, message] of bad) {
      const res = await post('/asr', { file: speech, accessToken, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ code, message });
    }
    expect(await balanceOf(user.id)).toBe(100_000);
    expect(await jobsOf(user.id)).toHaveLength(0);
  });

  it('describes the formats and the timed answer in /openapi.json', async () => {
    t = await createTestApp(kind);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/asr'].post;
    // Body and answer are named components (openapi/components.ts).
    const named = (schema: { $ref: string }) => doc.components.schemas[schema.$ref.split('/').pop()!];
    const body = named(op.requestBody.content['application/json'].schema);
    expect(body.properties.response_format.enum).toEqual(['text', 'json', 'verbose_json', 'srt', 'vtt']);
    expect(body.properties.timestamp_granularities.default).toEqual(['segment']);
    const answer = named(op.responses['200'].content['application/json'].schema);
    expect(Object.keys(answer.properties.segments.items.properties)).toEqual(['id', 'start', 'end', 'text']);
    expect(answer.properties.words.type).toBe('array');
    expect(answer.properties.contentType.enum).toEqual(['application/x-subrip', 'text/vtt']);
  });
});
