import { z } from 'zod';
import { type CodedMessage, coded } from './message-catalogue';
import type { AnyServiceDeclaration } from './services/types';

/** One call that runs several services in a row, each on the previous one's answer (issue #32). */
export const PIPELINE_PATH = '/v1/pipeline';
/** The parent job's service id: its steps are jobs of their own services under it. */
export const PIPELINE_SERVICE_ID = 'pipeline';

/** What a step works on, or produces. A `score` (langid) or a `document` (hOCR, a PDF) ends a chain. */
export type MediaKind = 'text' | 'image' | 'audio';
export type OutputKind = MediaKind | 'score' | 'document';

/** The request field of a service that carries what it works on, by the field's name in its schema. */
const MEDIA_FIELDS = { image: 'image', file: 'audio', text: 'text' } as const satisfies Record<
  string,
  MediaKind
>;
export type MediaField = keyof typeof MEDIA_FIELDS;

/**
 * What a service works on, read from its own request schema (the field `image`, `file` or `text`),
 * so a new service is placed in chains without a list to keep up.
 */
export function inputOf(service: AnyServiceDeclaration): { field: MediaField; kind: MediaKind } | undefined {
  const schema = z.toJSONSchema(service.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  const names = Object.keys(schema.properties ?? {});
  const field = (Object.keys(MEDIA_FIELDS) as MediaField[]).find((name) => names.includes(name));
  return field ? { field, kind: MEDIA_FIELDS[field] } : undefined;
}

/** Options that choose another form of answer than the service's plain text (OCR `output`, ASR `response_format`). */
const FORM_OPTIONS = ['output', 'response_format'] as const;

/**
 * What a service answers, read from its declaration: a speech service that takes text speaks it
 * (audio); a documented answer that is a number is a score; an option asking for another form
 * than text (hOCR, a PDF, captions) is a document; anything else answers text.
 */
export function outputOf(service: AnyServiceDeclaration, options: Record<string, unknown>): OutputKind {
  const input = inputOf(service);
  if (service.category === 'speech' && input?.kind === 'text') return 'audio';
  if (typeof service.exampleResponse.response === 'number') return 'score';
  const otherForm = FORM_OPTIONS.some((name) => {
    const value = options[name];
    return value !== undefined && value !== null && value !== '' && value !== 'text';
  });
  return otherForm ? 'document' : 'text';
}

export const pipelineStep = z.object({
  service: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: 'A service id of the catalogue (`ocr`, `tts`, `romanization` …).' }),
  options: z.record(z.string(), z.unknown()).optional().meta({
    description:
      'The service’s own request fields, except what it works on (that is the previous step’s answer): e.g. `{"volume": 2}` for a summary, `{"format": "mp3"}` for speech.',
  }),
});
export type PipelineStep = z.infer<typeof pipelineStep>;

/**
 * The body: what the first step works on, as that service takes it (`image` or `file` in base64,
 * or `text`), and the steps. As multipart/form-data: a file part `file` (or `image`), or a field
 * `text`, and a field `steps` holding the same JSON list.
 */
export const pipelineRequest = z.looseObject({
  steps: z
    .array(pipelineStep)
    .min(1)
    .meta({ description: 'The services to run, in order; each works on the answer of the one before.' }),
  text: z.string().optional().meta({ description: 'The text, when the first step takes text.' }),
  image: z
    .string()
    .optional()
    .meta({ description: 'The image or document in base64, when the first step is OCR.' }),
  file: z.string().optional().meta({ description: 'The WAV audio in base64, when the first step is ASR.' }),
  accessToken: z
    .string()
    .optional()
    .meta({ description: 'Your access token, unless sent as `Authorization: Bearer <token>`.' }),
  callbackUrl: z.string().max(2000).optional().meta({
    description: 'With `Prefer: respond-async`: where the signed webhook goes when the pipeline ends.',
  }),
});
export type PipelineRequest = z.infer<typeof pipelineRequest>;

export const pipelineStepStatuses = ['pending', 'running', 'succeeded', 'failed', 'not_run'] as const;
export type PipelineStepStatus = (typeof pipelineStepStatuses)[number];

export const pipelineStepView = z.object({
  index: z.number().int().min(0),
  service: z.string(),
  jobId: z
    .string()
    .nullable()
    .meta({ description: 'The step’s job, as in your history; null for a step that was not run.' }),
  cost: z.number().meta({ description: 'What the step was charged in PKR (0 when refunded or not run).' }),
  status: z.enum(pipelineStepStatuses).meta({
    description:
      '`succeeded`; `failed` (refunded, the steps after it `not_run`); `not_run` (never charged); `pending`/`running` while an asynchronous pipeline works.',
  }),
});
export type PipelineStepView = z.infer<typeof pipelineStepView>;

/** The answer: the last step's own answer (`result`, `response`, its fields), the parent job, the total and each step. */
export const pipelineAnswer = z.looseObject({
  result: z.string().meta({ description: 'The last step’s `result`.' }),
  response: z.union([z.string(), z.number()]).meta({
    description:
      'The last step’s `response`: text, a score, or a file in base64 (speech: see `format` and `contentType`).',
  }),
  jobId: z
    .string()
    .meta({ description: 'The pipeline’s parent job (GET /v1/jobs/{jobId} lists the steps).' }),
  cost: z.number().meta({ description: 'All steps’ charges in PKR.' }),
  steps: z.array(pipelineStepView),
});
export type PipelineAnswer = z.infer<typeof pipelineAnswer>;

/** A step as the chain check sees it: its declaration and options. */
export interface ChainLink {
  service: AnyServiceDeclaration;
  options: Record<string, unknown>;
}

/**
 * Why these steps do not chain, or undefined when they do: each step after the first must take
 * what the one before answers, and only text, images and audio are passed on (a score or a
 * document ends a chain). The message names the step (1-based) as the caller wrote it.
 */
export function chainProblem(
  links: readonly ChainLink[],
): { index: number; message: CodedMessage } | undefined {
  for (let i = 0; i < links.length; i += 1) {
    const link = links[i]!;
    const takes = inputOf(link.service);
    if (!takes)
      return { index: i, message: coded('pipeline.notChainable', { step: i + 1, service: link.service.id }) };
    if (i === 0) continue;
    const previous = links[i - 1]!;
    const gives = outputOf(previous.service, previous.options);
    if (gives !== takes.kind) {
      const message = coded('pipeline.typesMismatch', {
        step: i + 1,
        service: link.service.id,
        takes: takes.kind,
        previousStep: i,
        previousService: previous.service.id,
        gives: gives === 'document' ? 'a document' : gives === 'score' ? 'a score' : gives,
      });
      return { index: i, message };
    }
  }
  return undefined;
}
