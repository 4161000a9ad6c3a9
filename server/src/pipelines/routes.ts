import multipart from '@fastify/multipart';
import { asyncJob, asyncJobPath } from '@zuban/contract/async-jobs';
import {
  PIPELINE_PATH,
  PIPELINE_SERVICE_ID,
  pipelineAnswer,
  pipelineRequest,
  pipelineStepView,
} from '@zuban/contract/pipeline';
import { findService } from '@zuban/contract/services/index';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupUserByAccessToken, type Principal, requireUser } from '../auth';
import { isKeySecret } from '../auth/key-secret';
import { credentialsBeforeLargeBody } from '../auth/large-body-auth';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { appBodyLimit } from '../http/body-limits';
import { callbackUrlOf, prefersAsync } from '../jobs/async/prefer';
import { lookupKeyHolder } from '../keys/key-principal';
import { beginIdempotent, releaseIdempotent, rememberAnswer, requestHash } from '../language/idempotency';
import { bodyOf, credentialsHook, decoratePaidCall, pricingHook } from '../language/paid-call';
import { boundServices } from '../language/registry';
import { problemResponse } from '../openapi/problem-schema';
import { apiRateLimit } from '../ratelimit/api-limits';
import { submitPipeline } from './async';
import { formAsBody } from './form-body';
import { closePipeline, openPipeline, parentJobRow, pipelineAnswerBody, stepJobIds } from './parent';
import { type PipelinePlan, planPipeline } from './plan';
import { runPipelineSteps } from './run-steps';

// The largest body a first step takes (an hour of WAV for ASR), as its own paths allow.
const bodyLimit = Math.max(...boundServices.map((b) => b.bodyLimitBytes ?? 0));

function stepIdsOf(request: FastifyRequest): string[] {
  const steps = bodyOf(request).steps;
  if (!Array.isArray(steps)) return [];
  return steps.map((s) =>
    typeof s === 'object' && s !== null ? String((s as { service?: unknown }).service) : '',
  );
}

const schema: Record<string, unknown> = {
  summary: 'Run several services in one call (a pipeline)',
  description: [
    'Runs `steps` in order, each on the answer of the one before: image → text (OCR), audio → text (ASR), text → text, text → audio (TTS); e.g. OCR → TTS, ASR → extractive summary, Roman → Urdu → TTS.',
    'Send what the first step works on as that service takes it (`image` or `file` in base64, or `text`) beside `steps`, as JSON; or as multipart/form-data with the file as the part `file` and `steps` as a JSON text field.',
    'Each step is a job of its own service, charged at its own price when it starts; a step that fails is refunded and the steps after it are neither run nor charged. A step refused for the balance stops the pipeline with 402; the steps before it ran and stay charged.',
    'A chain whose types do not fit, an unknown service, too many steps (`PIPELINE_MAX_STEPS`) or a bad first input is a 400 before anything is charged.',
    'The answer is the last step’s own answer (speech: the audio in base64 in `response`, with `format` and `contentType`), with the pipeline’s job id, the total cost and each step. With `Prefer: respond-async`: 202 and `Location` (the parent job; its `steps` and, for audio, `links.result`).',
  ].join('\n\n'),
  tags: ['pipelines'],
  security: [{ bearer: [] }, { bodyToken: [] }],
  consumes: ['application/json', 'multipart/form-data'],
  headers: z.looseObject({
    'Idempotency-Key': z.string().max(200).optional().meta({
      description: 'Retrying with the same key and body runs the pipeline once and returns its first answer.',
    }),
    Prefer: z.string().optional().meta({
      description:
        '`respond-async`: check now, answer 202 with the parent job and run the steps in the background.',
    }),
  }),
  body: pipelineRequest.meta({
    examples: [
      {
        text: 'mera naam Ali hai',
        steps: [{ service: 'romanization' }, { service: 'tts', options: { format: 'mp3' } }],
      },
    ],
  }),
  response: {
    200: pipelineAnswer,
    202: asyncJob.extend({ steps: z.array(pipelineStepView) }).meta({
      description: 'Accepted (`Prefer: respond-async`): queued; nothing is charged until each step starts.',
    }),
    400: problemResponse(
      'The steps do not chain, an unknown service, too many steps, or bad input; nothing charged.',
    ),
    401: problemResponse('Missing, unknown or replaced access token.'),
    402: problemResponse(
      'The balance does not cover a step: the pipeline stops there; earlier steps stay charged.',
    ),
    403: problemResponse('The account is suspended or not confirmed.'),
    413: problemResponse('The file is larger than the first step takes.'),
    429: problemResponse('Too many calls for one of the steps’ families, or the web tools’ fair use.'),
    502: problemResponse('A step’s engine failed: that step is refunded, the later ones not run.'),
    503: problemResponse('A step’s engine is not available; not charged.'),
  },
};

/**
 * POST /v1/pipeline. The paid call's own hooks, in its order: the large-body check, the rate limit
 * (once per step, in that step's family), the credentials and the first step's price; then the
 * plan (every 400 before any charge), then the steps (run-steps.ts), or the queue.
 */
export async function pipelineRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  decoratePaidCall(app);
  const appLimit = appBodyLimit(ctx.config);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: bodyLimit } });
    scope.post(
      PIPELINE_PATH,
      {
        bodyLimit,
        onRequest: credentialsBeforeLargeBody(ctx, appLimit),
        preHandler: [
          async (request) => {
            if (request.isMultipart()) request.body = await formAsBody(request, bodyLimit);
          },
          async (request, reply) => {
            for (const id of new Set(stepIdsOf(request))) {
              await apiRateLimit(ctx, () => id)(request, reply);
            }
          },
          async (request) => {
            const firstId = stepIdsOf(request)[0];
            const declaration = firstId ? findService(firstId) : undefined;
            if (!declaration) {
              // The same look-ups as a paid call's: the access token, or a named key.
              const principal = await requireUser(ctx, request, (c, token) =>
                isKeySecret(token) ? lookupKeyHolder(c, token) : lookupUserByAccessToken(c, token),
              );
              request.paidCall = { principal };
              return;
            }
            const bound = boundServices.find((b) => b.declaration.id === declaration.id);
            await credentialsHook(ctx, [{ declaration, bound }])(request);
            await pricingHook(ctx)(request);
          },
        ],
        schema: schema as FastifySchema,
        // Validated in the handler, after the credentials and the rate limit (planPipeline).
        validatorCompiler: () => (data: unknown) => ({ value: data }),
        serializerCompiler: serializerCompiler as FastifySerializerCompiler<FastifySchema>,
      },
      (request, reply) => runPipeline(ctx, request, reply),
    );
  });
}

async function runPipeline(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const principal = request.paidCall?.principal;
  if (!principal) throw new Error('no credentials hook on /v1/pipeline');
  const body = bodyOf(request);
  const wantsAsync = prefersAsync(request);
  const callbackUrl = callbackUrlOf(body, wantsAsync, ctx.config.settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS);
  const plan = await planPipeline(ctx, principal, body, request.paidCall?.pricing);

  // Idempotency-Key as on every paid call: a retry of a pipeline that answered gets that answer again.
  const idem = await beginIdempotent(ctx, principal.userId, request.headers['idempotency-key'], () =>
    requestHash(PIPELINE_SERVICE_ID, body),
  );
  if (idem.kind === 'replay') {
    const replayedJob = idem.statusCode === 202 ? (idem.body as { id?: unknown }).id : undefined;
    if (typeof replayedJob === 'string') reply.header('location', asyncJobPath(replayedJob));
    return reply.status(idem.statusCode).header('idempotent-replayed', 'true').send(idem.body);
  }
  const key = idem.kind === 'new' ? idem.key : null;
  try {
    if (wantsAsync) {
      const submitted = await submitPipeline(ctx, {
        principal,
        plan,
        body,
        requestId: request.id,
        callbackUrl,
        idempotencyKey: key,
      });
      return reply
        .status(202)
        .header('location', submitted.location)
        .header('preference-applied', 'respond-async')
        .send(submitted.body);
    }
    const answer = await runNow(ctx, request, principal, plan);
    if (key) await rememberAnswer(ctx.db, principal.userId, key, 200, answer);
    return reply.status(200).send(answer);
  } catch (error) {
    // Only answers are kept (as on the native call): a pipeline that stopped may be sent again.
    if (key) await releaseIdempotent(ctx, principal.userId, key);
    throw error;
  }
}

/** A synchronous pipeline: its parent and steps written, the steps run, the parent closed. */
async function runNow(
  ctx: AppContext,
  request: FastifyRequest,
  principal: Principal,
  plan: PipelinePlan,
): Promise<Record<string, unknown>> {
  const parent = parentJobRow(principal, plan, {
    status: 'running',
    createdAt: ctx.now(),
    requestId: request.id,
  });
  const jobIds = stepJobIds(plan);
  await openPipeline(ctx, parent, plan, jobIds);
  const outcome = await runPipelineSteps(ctx, {
    principal,
    plan,
    parentId: parent.id,
    jobIds,
    requestId: request.id,
  });
  await closePipeline(ctx, parent, outcome.ok ? { ok: true } : { ok: false, error: outcome.error.message });
  if (!outcome.ok) {
    if (outcome.error.status >= 500)
      request.log.warn({ err: outcome.error, pipeline: parent.id }, 'pipeline step failed');
    const { error } = outcome;
    throw new AppError(error.status, error.code, error.message, error.headers, {
      ...error.extra,
      pipelineJobId: parent.id,
      steps: outcome.steps,
    });
  }
  return pipelineAnswerBody(plan, outcome.output, parent.id, outcome.costMilli, outcome.steps);
}
