import {
  activeJobParams,
  cancelJobResponse,
  jobIdParams,
  jobKeyParams,
  jobStateResponse,
} from '@zuban/contract/jobs';
import { coded } from '@zuban/contract/message-catalogue';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { cancelQueuedJob } from './cancel';
import { mayReadJob } from './job-reader';
import { jobState } from './job-view';
import { findActiveWebJob, findJob, findJobByKey, type JobRow } from './jobs-repo';

/** Only the job's owner (a named key: only its own jobs) reads or cancels it; anyone else gets 404. */
function ownJob(job: JobRow | undefined, principal: Principal): JobRow {
  if (!job || !mayReadJob(principal, job)) throw notFound(coded('general.noSuchJob'), 'job_not_found');
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
      return jobState(ownJob(job, principalOf(request)));
    },
  );

  routes.get(
    '/backend/jobs/by-key/:key',
    { ...auth, schema: { params: jobKeyParams, response: { 200: jobStateResponse } } },
    async (request) => {
      const principal = principalOf(request);
      const job = await findJobByKey(ctx.db, principal.userId, request.params.key);
      return jobState(ownJob(job, principal));
    },
  );

  routes.get(
    '/backend/jobs/active/:serviceId',
    { ...auth, schema: { params: activeJobParams, response: { 200: jobStateResponse } } },
    async (request) => {
      const principal = principalOf(request);
      return jobState(
        ownJob(await findActiveWebJob(ctx.db, principal.userId, request.params.serviceId), principal),
      );
    },
  );

  routes.post(
    '/backend/jobs/:jobId/cancel',
    { ...auth, schema: { params: jobIdParams, response: { 200: cancelJobResponse } } },
    async (request) => {
      const principal = principalOf(request);
      ownJob(await findJob(ctx.db, request.params.jobId), principal);
      return cancelQueuedJob(ctx, principal.userId, request.params.jobId);
    },
  );
}
