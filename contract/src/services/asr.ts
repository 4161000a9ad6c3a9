import { z } from 'zod';
import { coded } from '../message-catalogue';
import { base64Field } from './fields';
import { defineService } from './types';
import { startedBlocks } from './units';
import { readWavHeader, wavDurationSeconds } from './wav-duration';

const wavProblem = (input: unknown): string => {
  const header = typeof input === 'string' ? readWavHeader(input) : undefined;
  return header && !header.ok ? header.message : 'The audio must be a WAV file.';
};

export const ASR_MAX_SECONDS = 60 * 60;

/**
 * What the answer holds (#31), as whisper.cpp's own server names them: `text` (the spec's answer),
 * `json` (the text with its language and duration), `verbose_json` (timed segments, and words when
 * `timestamp_granularities` has `word`), `srt` and `vtt` (captions in `response`).
 */
export const ASR_FORMATS = ['text', 'json', 'verbose_json', 'srt', 'vtt'] as const;
export type AsrFormat = (typeof ASR_FORMATS)[number];
export const ASR_GRANULARITIES = ['segment', 'word'] as const;

/** The Content-Type of a caption answer's `response`. */
export const CAPTION_CONTENT_TYPES = { srt: 'application/x-subrip', vtt: 'text/vtt' } as const;

const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

const responseFormat = z
  .preprocess(
    blankIsAbsent,
    z
      .enum(ASR_FORMATS, { error: 'response_format must be text, json, verbose_json, srt or vtt.' })
      .default('text'),
  )
  .meta({
    description: 'The answer: the text, JSON, timed JSON (`verbose_json`) or captions (`srt`, `vtt`)',
  });

const granularityMessage = 'timestamp_granularities must list segment and/or word.';
// A list, as in JSON; a form may send "segment,word".
const timestampGranularities = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((g) => g.trim()) : blankIsAbsent(v)),
    z
      .array(z.enum(ASR_GRANULARITIES, { error: granularityMessage }), { error: granularityMessage })
      .min(1, { error: granularityMessage })
      .max(2, { error: granularityMessage })
      .default(['segment']),
  )
  .meta({
    description: 'With verbose_json, a list: `segment`, and `word` for each word’s times too',
  });

const seconds = (what: string) => z.number().min(0).meta({ description: what });

/** The fields the other formats add to `result` and `response`; /openapi.json describes them. */
const asrAnswerFields = {
  text: z.string().optional().meta({ description: 'json, verbose_json: the transcription' }),
  language: z.literal('ur').optional().meta({ description: 'json, verbose_json: always `ur`' }),
  duration: seconds('json, verbose_json: the recording’s length in seconds').optional(),
  segments: z
    .array(
      z.object({
        id: z.number().int().min(0),
        start: seconds('Seconds from the start of the recording'),
        end: seconds('Seconds; never before `start`, never after the recording'),
        text: z.string(),
      }),
    )
    .optional()
    .meta({ description: 'verbose_json: whisper’s segments in order, times only going forward' }),
  words: z
    .array(z.object({ word: z.string(), start: seconds('Seconds'), end: seconds('Seconds') }))
    .optional()
    .meta({ description: 'verbose_json with `word` in timestamp_granularities: each word’s times' }),
  contentType: z
    .enum(Object.values(CAPTION_CONTENT_TYPES) as [string, ...string[]])
    .optional()
    .meta({ description: 'srt, vtt: the media type of the captions in `response`' }),
};

const file = base64Field({ empty: 'Failed! Please upload a WAV file.' })
  .refine((f) => readWavHeader(f).ok, { error: (issue) => wavProblem(issue.input), abort: true })
  .refine((f) => (wavDurationSeconds(f) ?? 0) <= ASR_MAX_SECONDS, {
    error: 'The audio is longer than sixty minutes.',
  });

export const asr = defineService({
  id: 'asr',
  title: 'Urdu Speech to Text',
  category: 'speech',
  description: 'Transcribes Urdu speech from a WAV file (16 kHz mono preferred; other rates are resampled).',
  apiPaths: ['/asr'],
  toolPaths: ['/backend/asr'],
  pages: { tool: '/asr', landing: '/stt', publicDoc: '/static_api_stt', signedInDoc: '/api_asr' },
  submitLabel: 'Start',
  input: z.object({
    file: file.meta({ description: 'Base64 WAV audio, at most sixty minutes' }),
    filename: z
      .string()
      .max(255)
      .default('audio.wav')
      .meta({ description: 'The file name, for your records' }),
    response_format: responseFormat,
    timestamp_granularities: timestampGranularities,
  }),
  maxSeconds: ASR_MAX_SECONDS,
  unit: 'seconds15',
  // A request is at least one block, even for silence.
  countUnits: ({ file }) => Math.max(1, startedBlocks(wavDurationSeconds(file) ?? 0, 15)),
  defaultPrice: { unitCostMilli: 750, discountPercent: 0, minUnits: 1, minChargeMilli: 750 },
  successResult: 'Transcription is done successfully.',
  failure: coded('tool.notGenerated', { name: 'Speech to Text' }),
  responseDescription:
    'The transcription as text; with `response_format` srt or vtt, the captions (a SubRip or WebVTT file).',
  answerFields: asrAnswerFields,
  exampleRequest: { file: '<base64 wav>', filename: 'speech.wav', accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: { result: 'Transcription is done successfully.', response: 'السلام علیکم' },
  summarize: ({ file, filename }) => `${filename}, ${Math.round(wavDurationSeconds(file) ?? 0)} s of audio`,
  // The job page shows a format other than the spec's text.
  parameters: ({ response_format: format, timestamp_granularities: g }) =>
    format === 'text' ? {} : { response_format: format, ...(g.includes('word') ? { words: 'yes' } : {}) },
});
