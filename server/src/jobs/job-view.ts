import type { JobPhase, JobStateResponse, ProgressUnit } from '@zuban/contract/jobs';
import { progressUnits } from '@zuban/contract/jobs';
import { isWaiting } from '../job-rows/job-status';
import type { JobRow } from '../job-rows/jobs-repo';

/** Waiting for a runner (job-status.ts): an asynchronous job, or a heavy call no worker took yet. */
export function isQueued(job: JobRow): boolean {
  return isWaiting(job);
}

export function phaseOf(job: JobRow): JobPhase {
  return isQueued(job) ? 'queued' : job.status;
}

function isUnit(value: string | null | undefined): value is ProgressUnit {
  return (progressUnits as readonly (string | null | undefined)[]).includes(value);
}

/** A job as the tool screen polls it: its phase, how far the engine got, whether it may be cancelled. */
export function jobState(job: JobRow): JobStateResponse {
  const unit = job.progress_unit;
  return {
    jobId: job.id,
    serviceId: job.service_id,
    phase: phaseOf(job),
    progress:
      job.progress_done != null && isUnit(unit)
        ? { done: job.progress_done, total: job.progress_total ?? null, unit }
        : null,
    cancellable: isQueued(job),
    createdAt: job.created_at,
    startedAt: job.started_at ?? null,
    finishedAt: job.finished_at,
  };
}
