import { asyncJob, asyncJobParams } from '@zuban/contract/async-jobs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf, signedIn } from '../../auth/route-auth';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/zod-compilers';
import { problemResponse } from '../../openapi/problem-schema';
import { startWebhookDeliverer } from '../../webhooks/deliverer';
import type { BoundService } from '../engine-call';
import { asyncJobFile, cancelAsyncJob, readAsyncJob } from './job-resource-service';
import { startRetentionSweep } from './retention';
import { type CompositeJob, startAsyncRunner } from './runner';

const jobErrors = {
  401: problemResponse('Missing or unknown credentials.'),
  404: problemResponse('No such job of yours.'),
  410: problemResponse('The result was removed after the retention period.'),
};

/**
 * Asynchronous jobs (`Prefer: respond-async` on any paid service): the job resource its 202 points
 * at, its binary result, its cancel; and, with the server, this instance's runner of such jobs,
 * its webhook deliverer and the retention sweep.
 */
export function createAsyncJobRoutes(
  bindings: readonly BoundService[],
  composites: readonly CompositeJob[] = [],
) {
  return async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
    let stopAll: (() => void) | undefined;
    app.addHook('onReady', async () => {
      const deliverer = startWebhookDeliverer(ctx, app.log);
      const runner = startAsyncRunner(ctx, bindings, app.log, () => deliverer.nudge(), composites);
      const stopSweep = startRetentionSweep(ctx, (e) => app.log.error({ err: e }, 'retention sweep failed'));
      ctx.asyncRunner = runner;
      stopAll = () => {
        runner.stop();
        deliverer.stop();
        stopSweep();
        ctx.asyncRunner = undefined;
      };
    });
    // Before the engine queue closes (onClose): a job given up by the shutdown is not refunded but
    // left to its lease, and another instance, or this one restarted, runs it.
    app.addHook('preClose', async () => stopAll?.());

    const routes = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preValidation: signedIn(ctx) };

    routes.get(
      '/v1/jobs/:jobId',
      {
        ...auth,
        schema: {
          summary: 'An asynchronous job',
          description:
            'Status, progress, cost and webhook deliveries of a job submitted with `Prefer: respond-async`; once it has succeeded, also the answer the synchronous call would have given. 410 after the retention period.',
          tags: ['jobs'],
          params: asyncJobParams,
          response: { 200: asyncJob, ...jobErrors },
        },
      },
      async (request) => readAsyncJob(ctx, principalOf(request), request.params.jobId, composites),
    );

    routes.get(
      '/v1/jobs/:jobId/result',
      {
        ...auth,
        schema: {
          summary: 'The file an asynchronous job produced',
          description:
            'Audio (TTS) or a PDF (OCR), as the file itself with its Content-Type. 409 while the job has not succeeded; 404 for a job whose answer is not a file.',
          tags: ['jobs'],
          params: asyncJobParams,
          response: {
            200: z.any().meta({ description: 'The file.' }),
            409: problemResponse('The job has not succeeded (yet).'),
            ...jobErrors,
          },
        },
      },
      async (request, reply) => {
        const file = await asyncJobFile(ctx, principalOf(request), request.params.jobId);
        return reply
          .type(file.media)
          .header('content-disposition', `attachment; filename="${file.jobId}${extensionOf(file.media)}"`)
          .send(file.bytes);
      },
    );

    routes.post(
      '/v1/jobs/:jobId/cancel',
      {
        ...auth,
        schema: {
          summary: 'Cancel a queued job',
          description: 'Only while queued: the job ends as cancelled and its charge is refunded.',
          tags: ['jobs'],
          params: asyncJobParams,
          response: {
            200: asyncJob,
            409: problemResponse('The job already started or finished.'),
            ...jobErrors,
          },
        },
      },
      async (request) => cancelAsyncJob(ctx, principalOf(request), request.params.jobId),
    );
  };
}

const extensions: Record<string, string> = {
  'audio/wav': '.wav',
  'audio/mpeg': '.mp3',
  'audio/ogg': '.ogg',
  'application/pdf': '.pdf',
};

function extensionOf(media: string): string {
  return extensions[media] ?? '';
}
