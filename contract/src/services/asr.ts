import { z } from 'zod';
import { base64Field } from './fields';
import { defineService } from './types';
import { startedBlocks } from './units';
import { readWavHeader, wavDurationSeconds } from './wav-duration';

const wavProblem = (input: unknown): string => {
  const header = typeof input === 'string' ? readWavHeader(input) : undefined;
  return header && !header.ok ? header.message : 'The audio must be a WAV file.';
};

export const ASR_MAX_SECONDS = 60 * 60;

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
  }),
  maxSeconds: ASR_MAX_SECONDS,
  unit: 'seconds15',
  // A request is at least one block, even for silence.
  countUnits: ({ file }) => Math.max(1, startedBlocks(wavDurationSeconds(file) ?? 0, 15)),
  defaultPrice: { unitCostMilli: 750, discountPercent: 0, minUnits: 1, minChargeMilli: 750 },
  successResult: 'Transcription is done successfully.',
  failureMessage: 'Sorry! Output is not generated. Check Speech to Text Service.',
  responseDescription: 'The transcription as text.',
  exampleRequest: { file: '<base64 wav>', filename: 'speech.wav', accessToken: 'YOUR_ACCESS_TOKEN' },
  exampleResponse: { result: 'Transcription is done successfully.', response: 'السلام علیکم' },
  summarize: ({ file, filename }) => `${filename}, ${Math.round(wavDurationSeconds(file) ?? 0)} s of audio`,
});
