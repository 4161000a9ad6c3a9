import type { CancelJobResponse, JobStateResponse } from '@zuban/contract/jobs';
import { coded } from '@zuban/contract/message-catalogue';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import { notFound } from '../http/app-error';
import { findActiveWebJob, findJob, findJobByKey, type JobRow } from '../job-rows/jobs-repo';
import { cancelQueuedJob } from './cancel';
import { mayReadJob } from './job-reader';
import { jobState } from './job-view';

// A long call's state while it runs, found three ways, and the cancel of one still queued. Only
// the job's owner (a named key: only its own jobs) reads or cancels it; anyone else gets 404.

function ownJob(job: JobRow | undefined, principal: Principal): JobRow {
  if (!job || !mayReadJob(principal, job)) throw notFound(coded('general.noSuchJob'), 'job_not_found');
  return job;
}

/** A job's state by its id. */
export async function jobStateById(
  ctx: AppContext,
  principal: Principal,
  jobId: string,
): Promise<JobStateResponse> {
  return jobState(ownJob(await findJob(ctx.db, jobId), principal));
}

/** A job's state by the Idempotency-Key an API caller sent with it. */
export async function jobStateByKey(
  ctx: AppContext,
  principal: Principal,
  key: string,
): Promise<JobStateResponse> {
  return jobState(ownJob(await findJobByKey(ctx.db, principal.userId, key), principal));
}

/** The state of the user's active browser call of a service (the tool screen has no job id yet). */
export async function activeJobState(
  ctx: AppContext,
  principal: Principal,
  serviceId: string,
): Promise<JobStateResponse> {
  return jobState(ownJob(await findActiveWebJob(ctx.db, principal.userId, serviceId), principal));
}

/** Cancels one of the caller's jobs while it is still queued. */
export async function cancelOwnJob(
  ctx: AppContext,
  principal: Principal,
  jobId: string,
): Promise<CancelJobResponse> {
  ownJob(await findJob(ctx.db, jobId), principal);
  return cancelQueuedJob(ctx, principal.userId, jobId);
}
