import {
  activeJobParams,
  cancelJobResponse,
  jobIdParams,
  jobKeyParams,
  jobStateResponse,
} from '@zuban/contract/jobs';
import type { FastifyInstance } from 'fastify';
import { principalOf, signedIn } from '../auth/route-auth';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/zod-compilers';
import { activeJobState, cancelOwnJob, jobStateById, jobStateByKey } from './job-state-service';

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
    async (request) => jobStateById(ctx, principalOf(request), request.params.jobId),
  );

  routes.get(
    '/backend/jobs/by-key/:key',
    { ...auth, schema: { params: jobKeyParams, response: { 200: jobStateResponse } } },
    async (request) => jobStateByKey(ctx, principalOf(request), request.params.key),
  );

  routes.get(
    '/backend/jobs/active/:serviceId',
    { ...auth, schema: { params: activeJobParams, response: { 200: jobStateResponse } } },
    async (request) => activeJobState(ctx, principalOf(request), request.params.serviceId),
  );

  routes.post(
    '/backend/jobs/:jobId/cancel',
    { ...auth, schema: { params: jobIdParams, response: { 200: cancelJobResponse } } },
    async (request) => cancelOwnJob(ctx, principalOf(request), request.params.jobId),
  );
}
