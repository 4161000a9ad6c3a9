import {
  activeJobParams,
  cancelJobResponse,
  jobIdParams,
  jobKeyParams,
  jobStateResponse,
} from '@zuban/contract/jobs';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { cancelQueuedJob } from './cancel';
import { jobState } from './job-view';
import { findActiveWebJob, findJob, findJobByKey, type JobRow } from './jobs-repo';

/** Only the job's owner reads or cancels it; anyone else is told it does not exist (404). */
function ownJob(job: JobRow | undefined, userId: string): JobRow {
  if (!job || job.user_id !== userId) throw notFound(coded('general.noSuchJob'), 'job_not_found');
  return job;
}

/**
 * A long call's state while it runs (issue #25 item 5), polled by the job id, by the Idempotency-Key
 * an API caller sent with it, or (the tool screen, which has no job id before the answer) as the
 * user's active browser call of a service; and the cancel of a call still queued.
 */
export async function jobProgressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: signedIn(ctx) };

  routes.get(
    '/backend/jobs/:jobId',
    { ...auth, schema: { params: jobIdParams, response: { 200: jobStateResponse } } },
    async (request) => {
      const job = await findJob(ctx.db, request.params.jobId);
      return jobState(ownJob(job, principalOf(request).userId));
    },
  );

  routes.get(
    '/backend/jobs/by-key/:key',
    { ...auth, schema: { params: jobKeyParams, response: { 200: jobStateResponse } } },
    async (request) => {
      const userId = principalOf(request).userId;
      return jobState(ownJob(await findJobByKey(ctx.db, userId, request.params.key), userId));
    },
  );

  routes.get(
    '/backend/jobs/active/:serviceId',
    { ...auth, schema: { params: activeJobParams, response: { 200: jobStateResponse } } },
    async (request) => {
      const userId = principalOf(request).userId;
      return jobState(ownJob(await findActiveWebJob(ctx.db, userId, request.params.serviceId), userId));
    },
  );

  routes.post(
    '/backend/jobs/:jobId/cancel',
    { ...auth, schema: { params: jobIdParams, response: { 200: cancelJobResponse } } },
    async (request) => cancelQueuedJob(ctx, principalOf(request).userId, request.params.jobId),
  );
}
