import { coded } from '@zuban/contract/message-catalogue';
import type { Principal } from '../../auth/principal';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../http/app-error';
import { findJob, type JobRow } from '../../job-rows/jobs-repo';
import { listJobDeliveries } from '../../webhooks/deliveries-repo';
import { cancelQueuedJob } from '../cancel';
import { mayReadJob } from '../job-reader';
import { findPayload } from './async-jobs-repo';
import type { CompositeJob } from './runner';
import { asyncJobView } from './view';

// The resource of an asynchronous job (/v1/jobs/{id}): reading it, its file result, its cancel.

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

/**
 * The job as its owner reads it, with its webhook deliveries (and a composite job's own fields);
 * 410 once a succeeded job's result is past the retention period.
 */
export async function readAsyncJob(
  ctx: AppContext,
  principal: Principal,
  jobId: string,
  composites: readonly CompositeJob[],
) {
  const job = await ownJob(ctx, jobId, principal);
  const payload = await findPayload(ctx.db, job.id);
  if (payload?.purged_at != null && job.status === 'succeeded') throw purged(job.id);
  const view = asyncJobView(job, payload, await listJobDeliveries(ctx.db, job.id));
  const composite = composites.find((c) => c.serviceId === job.service_id);
  return composite ? { ...view, ...(await composite.view(ctx, job)) } : view;
}

/**
 * The file a succeeded job produced (409 not succeeded, 410 purged, 404 when its answer is not a
 * file), with its media type.
 */
export async function asyncJobFile(
  ctx: AppContext,
  principal: Principal,
  jobId: string,
): Promise<{ jobId: string; media: string; bytes: Buffer }> {
  const job = await ownJob(ctx, jobId, principal);
  if (job.status !== 'succeeded') {
    throw conflict('job_not_succeeded', coded('asyncJob.notSucceeded', { status: job.status }));
  }
  const payload = await findPayload(ctx.db, job.id);
  if (payload?.purged_at != null) throw purged(job.id);
  if (!payload?.media || !payload.output) throw notFound(coded('asyncJob.resultNotFile'), 'no_file_result');
  const { response } = JSON.parse(payload.output) as { response?: unknown };
  const bytes = Buffer.from(typeof response === 'string' ? response : '', 'base64');
  return { jobId: job.id, media: payload.media, bytes };
}

/** Cancels the caller's job while queued (refunded; 409 once started) and answers it as it now stands. */
export async function cancelAsyncJob(ctx: AppContext, principal: Principal, jobId: string) {
  await ownJob(ctx, jobId, principal);
  await cancelQueuedJob(ctx, principal.userId, jobId);
  const job = await ownJob(ctx, jobId, principal);
  return asyncJobView(job, await findPayload(ctx.db, job.id), await listJobDeliveries(ctx.db, job.id));
}
