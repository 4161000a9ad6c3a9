import { coded } from '@zuban/contract/message-catalogue';
import { milliToPkr } from '@zuban/contract/pricing';
import { failAndRefundJob } from '../billing/charge';
import type { AppContext } from '../context';
import { conflict, notFound } from '../http/app-error';
import { isEnded } from '../job-rows/job-status';
import { findJob } from '../job-rows/jobs-repo';
import { recordAsyncEnd } from './async/record-end';
import { CANCELLED_ERROR } from './job-start';

/**
 * The user's cancel of their own call still waiting on the queue: the row turns failed only if no
 * runner took it yet (conditional update), and the charge comes back in the same transaction, so
 * a job is refunded once whoever comes second (a runner, the stale sweep, a second cancel). The
 * runner then finds it settled and skips it (run-started.ts). A job already running is not
 * stopped: engines in native processes cannot be cut off cleanly mid-page, and it was charged
 * for work under way.
 */
export async function cancelQueuedJob(
  ctx: AppContext,
  userId: string,
  jobId: string,
): Promise<{ jobId: string; phase: 'cancelled'; refunded: number }> {
  const job = await findJob(ctx.db, jobId);
  // Someone else's job reads as no job at all: its existence is not told.
  if (!job || job.user_id !== userId) throw notFound(coded('general.noSuchJob'), 'job_not_found');
  const cancelled = await failAndRefundJob(
    ctx,
    job,
    CANCELLED_ERROR,
    { onlyQueued: true, note: 'cancelled by the user' },
    // An asynchronous job keeps why it ended and announces it, in the same transaction.
    job.asynchronous === 1
      ? (trx) =>
          recordAsyncEnd(trx, ctx, job, {
            status: 'cancelled',
            body: { code: 'job_cancelled', message: CANCELLED_ERROR },
            httpStatus: 409,
            media: null,
            dropInput: true,
          })
      : undefined,
  );
  if (cancelled) return { jobId, phase: 'cancelled', refunded: milliToPkr(job.cost_milli) };
  // Still running: started before the cancel, or taken by a runner in between (read again: rare).
  const now = job.status === 'queued' ? await findJob(ctx.db, jobId) : job;
  throw now && !isEnded(now.status)
    ? notCancellable()
    : conflict('job_finished', coded('general.alreadyFinished'));
}

function notCancellable() {
  return conflict('job_running', coded('general.alreadyStarted'));
}
