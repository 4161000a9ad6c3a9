import { asyncJob, asyncJobParams } from '@zuban/contract/async-jobs';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../auth/principal';
import { principalOf, signedIn } from '../../auth/route-auth';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../http/app-error';
import type { ZodTypeProvider } from '../../http/zod-compilers';
import { problemResponse } from '../../openapi/problem-schema';
import { startWebhookDeliverer } from '../../webhooks/deliverer';
import { listJobDeliveries } from '../../webhooks/deliveries-repo';
import { cancelQueuedJob } from '../cancel';
import type { BoundService } from '../engine-call';
import { mayReadJob } from '../job-reader';
import { findJob, type JobRow } from '../jobs-repo';
import { findPayload } from './async-jobs-repo';
import { startRetentionSweep } from './retention';
import { type CompositeJob, startAsyncRunner } from './runner';
import { asyncJobView } from './view';

/**
 * Only the job's owner reads or cancels it (token or session; a named key only its own jobs);
 * anyone else is told it does not exist.
 */
async function ownJob(ctx: AppContext, jobId: string, principal: Principal): Promise<JobRow> {
  const job = await findJob(ctx.db, jobId);
  if (!job || !mayReadJob(principal, job)) throw notFound(coded('general.noSuchJob'), 'job_not_found');
  return job;
}

function purged(jobId: string): AppError {
  return new AppError(410, 'result_purged', coded('asyncJob.resultPurged'), {}, { jobId });
}

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
      async (request) => {
        const job = await ownJob(ctx, request.params.jobId, principalOf(request));
        const payload = await findPayload(ctx.db, job.id);
        if (payload?.purged_at != null && job.status === 'succeeded') throw purged(job.id);
        const view = asyncJobView(job, payload, await listJobDeliveries(ctx.db, job.id));
        const composite = composites.find((c) => c.serviceId === job.service_id);
        return composite ? { ...view, ...(await composite.view(ctx, job)) } : view;
      },
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
        const job = await ownJob(ctx, request.params.jobId, principalOf(request));
        if (job.status !== 'succeeded') {
          throw conflict('job_not_succeeded', coded('asyncJob.notSucceeded', { status: job.status }));
        }
        const payload = await findPayload(ctx.db, job.id);
        if (payload?.purged_at != null) throw purged(job.id);
        if (!payload?.media || !payload.output)
          throw notFound(coded('asyncJob.resultNotFile'), 'no_file_result');
        const { response } = JSON.parse(payload.output) as { response?: unknown };
        const bytes = Buffer.from(typeof response === 'string' ? response : '', 'base64');
        return reply
          .type(payload.media)
          .header('content-disposition', `attachment; filename="${job.id}${extensionOf(payload.media)}"`)
          .send(bytes);
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
      async (request) => {
        const principal = principalOf(request);
        await ownJob(ctx, request.params.jobId, principal);
        await cancelQueuedJob(ctx, principal.userId, request.params.jobId);
        const job = await ownJob(ctx, request.params.jobId, principal);
        return asyncJobView(job, await findPayload(ctx.db, job.id), await listJobDeliveries(ctx.db, job.id));
      },
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
